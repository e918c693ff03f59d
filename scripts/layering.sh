#!/usr/bin/env bash
# Who may import whom (docs/architecture.md). Run from the project's root; prints each import that crosses
# a forbidden line, and exits 1 if there is one.
set -u
bad=0
src() { [ -d "packages/$1/src" ] && find "packages/$1/src" -type f \( -name '*.ts' -o -name '*.tsx' \) \
          ! -name '*.test.*' ! -name '*.stories.*' ! -path '*/__tests__/*'; }
rule() { # package, forbidden import regex, reason
  local f hit
  for f in $(src "$1"); do
    hit=$(grep -nE "(from|import)\s*\(?['\"]($2)" "$f" | head -1)
    [ -n "$hit" ] && { echo "$f:$hit  <- $3"; bad=1; }
  done
}
rule domain "@mieux-disant/|react|node:|fs['\"]|path['\"]|ky|openai|pdfjs" "domain is pure: no other package, no I/O, no React"
rule ui "@mieux-disant/(app|server|analysis)|react-router|ky" "ui takes props and gives callbacks: no app, server, router or HTTP client"
rule analysis "@mieux-disant/(server|app|ui)|fastify|react" "analysis never depends on the server or the UI"
rule app "@mieux-disant/(server|analysis)" "app talks to the server over HTTP only"
exit $bad
