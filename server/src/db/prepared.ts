import type { Db } from './client';

/**
 * A statement built once per database and reused on every request: the query builder does not run
 * again, and node-postgres sends it as a named prepared statement (parsed and planned once per
 * connection). Statements take their values through `sql.placeholder(...)`.
 */
export function preparedStatement<T>(name: string, build: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let statement = byDb.get(db);
    if (!statement) {
      statement = build(db);
      byDb.set(db, statement);
    }
    return statement;
  };
}
