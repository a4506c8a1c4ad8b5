import { type PGlite, type ParserOptions, type Transaction, types } from '@electric-sql/pglite';

/**
 * The value parsers Drizzle's PGlite driver passes with every query (drizzle-orm/pglite/session.js): timestamps,
 * dates, intervals and their arrays stay text, and Drizzle maps them to its column types itself.
 */
const DRIZZLE_TEXT_PARSERS: ParserOptions = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [
    oid,
    (value: string) => value,
  ]),
);

type Query = PGlite['query'];

/** `query` without per-query parsers: the instance holds the same ones (DRIZZLE_TEXT_PARSERS). */
const withoutQueryParsers =
  (query: Query): Query =>
  (text, params, options) =>
    query(text, params, options?.parsers ? { ...options, parsers: undefined } : options);

/**
 * Makes Drizzle's queries on `client` stop paying for their per-query parsers. PGlite merges a query's parsers into
 * its own map of every type it knows (about 400 entries with our schema) by spreading both into a new object, on
 * every query: that was about 0.45 ms of CPU of a 0.7 ms primary-key read here, and PGlite runs in this process.
 * Instead the client's own map takes Drizzle's parsers once, so every result parses exactly as before; the queries of
 * a transaction get the same treatment. Call it on a ready client (`PGlite.create` resolves after the start-up that
 * adds the array types' parsers, which would override Drizzle's for the arrays; so would `refreshArrayTypes()`,
 * which nothing here calls).
 */
export function dropPerQueryParsers(client: PGlite): void {
  Object.assign(client.parsers, DRIZZLE_TEXT_PARSERS);
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = withoutQueryParsers(query);
  client.transaction = (work) =>
    transaction((tx) => {
      // The transaction object's getters (`closed`) read its own state: keep it as the prototype.
      const wrapped: Transaction = Object.create(tx, { query: { value: withoutQueryParsers(tx.query) } });
      return work(wrapped);
    });
}
