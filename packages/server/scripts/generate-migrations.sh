#!/bin/sh
# Generates a migration from src/db/schema.ts into drizzle/ (commit the result).
# drizzle-kit is hoisted to the root node_modules while drizzle-orm sits in this package's, so
# drizzle-kit runs from a folder where both are linked side by side.
set -e
cd "$(dirname "$0")/.."
root=$(cd ../.. && pwd)
link=$(mktemp -d)
mkdir -p "$link/node_modules"
ln -s "$root/node_modules/drizzle-kit" "$link/node_modules/drizzle-kit"
ln -s "$(pwd)/node_modules/drizzle-orm" "$link/node_modules/drizzle-orm"
node --preserve-symlinks --preserve-symlinks-main "$link/node_modules/drizzle-kit/bin.cjs" generate "$@"
rm -rf "$link"
