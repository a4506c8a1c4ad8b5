import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSchema, createYoga } from 'graphql-yoga';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  HttpTimeoutError,
  type UpstreamGraphql,
  UpstreamGraphqlError,
  createHttpClient,
  createUpstreamGraphql,
  staleIfError,
} from '../../src/core/http-client/index.js';

interface Seen {
  idToken: string | undefined;
  debug: string | undefined;
  authorization: string | undefined;
}

/** SPEC §7.6 against a real GraphQL server (graphql-yoga) on a free port. */
describe('an upstream GraphQL service (SPEC §7.1, §7.6)', () => {
  let server: Server;
  let url: string;
  let seen: Seen[];
  let debugLines: { variables: string; operation: string }[];
  let calls: number;
  /** The upstream answers every call with a 503 while this is set. */
  let failing = false;

  const yoga = createYoga({
    logging: false,
    maskedErrors: false,
    schema: createSchema({
      typeDefs: /* GraphQL */ `
        type Query {
          echo(text: String!): String
          nothing: String
          broken: String
          slow: String
        }
      `,
      resolvers: {
        Query: {
          echo: (_: unknown, args: { text: string }) => args.text,
          nothing: () => null,
          broken: () => {
            throw new Error('The ticket system is down');
          },
          slow: () => new Promise((resolve) => setTimeout(() => resolve('late'), 1_000)),
        },
      },
    }),
  });

  const client = (options: { debug?: boolean; token?: string } = {}): UpstreamGraphql =>
    createUpstreamGraphql({
      url,
      token: options.token,
      debug: options.debug ?? false,
      http: createHttpClient({ timeoutMs: 300, retryDelayMs: 0, logger: { log: () => {}, warn: () => {} } }),
      logger: { debug: (line) => debugLines.push(line) },
    });

  beforeAll(async () => {
    server = createServer((request, response) => {
      calls += 1;
      if (request.url?.startsWith('/down') || failing) {
        response.writeHead(503, { 'content-type': 'text/plain' }).end('maintenance');
        return;
      }
      seen.push({
        idToken: request.headers.ciam_id_token as string | undefined,
        debug: request.headers['x-debug-level'] as string | undefined,
        authorization: request.headers.authorization,
      });
      void yoga(request, response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  beforeEach(() => {
    seen = [];
    debugLines = [];
    calls = 0;
  });

  it('returns the data and sends the API key as a bearer token', async () => {
    const data = await client({ token: 'k-123' }).request<{ echo: string }>(
      'query Echo($text: String!) { echo(text: $text) }',
      { text: 'hello' },
    );
    expect(data).toEqual({ echo: 'hello' });
    expect(seen[0]).toEqual({ idToken: undefined, debug: undefined, authorization: 'Bearer k-123' });
  });

  it('forwards the identity token, with the debug header only at debug level', async () => {
    await client().request('{ echo(text: "a") }', {}, { idToken: 'id.token.value' });
    await client({ debug: true }).request('{ echo(text: "a") }', {}, { idToken: 'id.token.value' });
    await client({ debug: true }).request('{ echo(text: "a") }');
    expect(seen).toEqual([
      { idToken: 'id.token.value', debug: undefined, authorization: undefined },
      { idToken: 'id.token.value', debug: 'debug', authorization: undefined },
      { idToken: undefined, debug: undefined, authorization: undefined },
    ]);
  });

  it('logs the operation with its variables cut to 50 characters', async () => {
    await client().request('query Echo($text: String!) { echo(text: $text) }', { text: 'x'.repeat(200) });
    expect(debugLines).toHaveLength(1);
    expect(debugLines[0]?.operation).toBe('Echo');
    expect(debugLines[0]?.variables).toBe(`${JSON.stringify({ text: 'x'.repeat(200) }).slice(0, 50)}…`);
  });

  it("surfaces the first GraphQL error's message", async () => {
    const failure = client().request('{ broken }');
    await expect(failure).rejects.toBeInstanceOf(UpstreamGraphqlError);
    await expect(failure).rejects.toThrow('The ticket system is down');
  });

  it("surfaces the first error's message of a 400 answer too (a query the upstream's schema refuses)", async () => {
    const failure = client().request('{ nosuchfield }');
    await expect(failure).rejects.toMatchObject({ status: 400 });
    await expect(failure).rejects.toThrow('Cannot query field "nosuchfield" on type "Query".');
  });

  it('treats an answer whose fields are all null as an error', async () => {
    await expect(client().request('{ nothing }')).rejects.toThrow('GraphQL Error (Code: 200)');
  });

  it("names the status when the upstream answers without GraphQL errors, after the POST's one retry", async () => {
    const down = createUpstreamGraphql({
      url: url.replace('/graphql', '/down'),
      debug: false,
      http: createHttpClient({ timeoutMs: 300, retryDelayMs: 0, logger: { log: () => {}, warn: () => {} } }),
      logger: { debug: () => {} },
    });
    const failure = down.request('{ echo(text: "a") }');
    await expect(failure).rejects.toThrow('GraphQL Error (Code: 503)');
    await expect(failure).rejects.toMatchObject({ status: 503 });
    expect(calls).toBe(2);
  });

  it('gives up after the timeout without a retry', async () => {
    await expect(client().request('{ slow }')).rejects.toBeInstanceOf(HttpTimeoutError);
    expect(calls).toBe(1);
  });

  it("answers a query it answered before while the upstream fails (stale-if-error), never a user's call", async () => {
    const kept = staleIfError(client(), { ttlMs: 60_000, maxBytes: 100_000 });
    const echo = 'query Echo($text: String!) { echo(text: $text) }';
    await kept.request(echo, { text: 'kept' });
    await kept.request(echo, { text: 'personal' }, { idToken: 'id.token.value' });
    failing = true;
    try {
      await expect(kept.request(echo, { text: 'kept' })).resolves.toEqual({ echo: 'kept' });
      // Another question, or the same as a user, has no good answer to fall back on.
      await expect(kept.request(echo, { text: 'other' })).rejects.toMatchObject({ status: 503 });
      await expect(kept.request(echo, { text: 'personal' }, { idToken: 'id.token.value' })).rejects.toMatchObject({
        status: 503,
      });
    } finally {
      failing = false;
    }
  });
});
