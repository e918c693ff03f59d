/**
 * One value per object, built on first use: the prepared queries (drizzle `.prepare(name)`, SQL built
 * once and, on PostgreSQL, parsed once per connection) and the batched reads of a database or an app
 * context, for the queries every request runs (the session check, the tender list).
 */
export function oncePer<O extends object, T>(build: (owner: O) => T): (owner: O) => T {
  const built = new WeakMap<O, T>();
  return (owner) => {
    let value = built.get(owner);
    if (value === undefined) {
      value = build(owner);
      built.set(owner, value);
    }
    return value;
  };
}
