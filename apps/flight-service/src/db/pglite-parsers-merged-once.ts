import type { PGlite, QueryOptions, Transaction } from "@electric-sql/pglite";

type Query = PGlite["query"];

/**
 * drizzle gives PGlite the same parsers with every statement (dates, timestamps, intervals
 * and their arrays kept as text), and PGlite copies its own ~300 parsers into a new object
 * to add them, a tenth of a millisecond a statement (docs/decisions/0091). Here they are
 * added to the client's own parsers once, the first time a set of them is seen, and left off
 * each statement, which PGlite then parses with what it has: the same functions.
 * For drizzle only: it never gives one type two parsers.
 */
export function withParsersMergedOnce(client: PGlite): PGlite {
  const merged = new Set<string>();
  const leftOff = (options: QueryOptions | undefined): QueryOptions | undefined => {
    if (!options?.parsers) return options;
    const { parsers, ...rest } = options;
    const types = Object.keys(parsers).join();
    if (!merged.has(types)) {
      Object.assign(client.parsers, parsers);
      merged.add(types);
    }
    return rest;
  };
  const query =
    (target: { query: Query }): Query =>
    (text, params, options) =>
      target.query(text, params, leftOff(options));
  const inTransaction = (tx: Transaction): Transaction =>
    new Proxy(tx, {
      get: (target, key) => (key === "query" ? query(target) : Reflect.get(target, key)),
    });
  return new Proxy(client, {
    get(target, key) {
      if (key === "query") return query(target);
      if (key === "transaction") {
        return <T>(callback: (tx: Transaction) => Promise<T>) =>
          target.transaction((tx) => callback(inTransaction(tx)));
      }
      const value = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
