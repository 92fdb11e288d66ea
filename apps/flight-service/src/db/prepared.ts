import type { Database } from "./database";

/**
 * A statement built once per database handle: drizzle renders its SQL once, and on Postgres
 * each connection parses and plans it once (a named prepared statement). Only for `db`
 * itself, never a transaction's handle: it runs on the pool.
 */
export function preparedFor<T>(prepare: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = prepare(db);
      built.set(db, statement);
    }
    return statement;
  };
}
