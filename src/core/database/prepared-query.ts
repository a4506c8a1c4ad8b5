import type { Database } from './database.js';

/**
 * A query a signed-in page runs on every request, built into SQL once per database handle instead of on every
 * call (Drizzle's `.prepare()` with `sql.placeholder` values). Building a select's SQL text walks its columns,
 * conditions and joins each time: about 8 % of a portal page's CPU before the hottest reads were prepared.
 *
 * The query is prepared on the handle it runs on, on first use: the root database once, and each transaction's
 * handle for itself (a statement prepared on the root handle would run outside the transaction; on PGlite it
 * would wait for the transaction's own lock). Handles are held weakly, so a finished transaction's go with it.
 *
 * The name given to `.prepare(name)` is the statement's name on PostgreSQL (node-postgres prepares it once per
 * connection), so it must be unique per query text. PGlite's statements are named by their text
 * (src/core/database/pglite-prepared.ts).
 */
export function preparedQuery<Query>(build: (db: Database) => Query): (db: Database) => Query {
  const byHandle = new WeakMap<Database, Query>();
  return (db) => {
    let query = byHandle.get(db);
    if (query === undefined) {
      query = build(db);
      byHandle.set(db, query);
    }
    return query;
  };
}

/**
 * A query whose SQL depends on the request's shape (which filters it has, its order), prepared once per shape and
 * database handle: `nameOf` names the shape's statement (fixed words only: the shapes are a finite set), `build`
 * prepares it under that name (with `preparedQuery`'s per-handle memory).
 */
export function preparedByShape<Shape, Query>(
  nameOf: (shape: Shape) => string,
  build: (shape: Shape, name: string) => (db: Database) => Query,
): (shape: Shape) => (db: Database) => Query {
  const byName = new Map<string, (db: Database) => Query>();
  return (shape) => {
    const name = nameOf(shape);
    let query = byName.get(name);
    if (!query) {
      query = build(shape, name);
      byName.set(name, query);
    }
    return query;
  };
}
