/** Compile-time exhaustiveness check for `switch` statements; reaching it at run time is a bug. */
export function assertNever(value: never): never {
  throw new Error(`Unhandled value: ${String(value)}`);
}
