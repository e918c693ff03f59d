// The config's browser commands (vitest.config.ts), as the tests call them.
declare module 'vitest/browser' {
  interface BrowserCommands {
    failNetwork: (how: 'unreachable' | 'gateway') => Promise<void>;
    restoreNetwork: () => Promise<void>;
  }
}
export {};
