// Load as browsers cause it: autocannon over keep-alive connections, going round a list of pages with a browser's
// headers, counting each answer's status, `x-page-cache` outcome and body bytes as sent (compressed).
import autocannon from 'autocannon';
import { HOST } from './http.mjs';
import { tracked } from './processes.mjs';

/** A fresh tally of answers: the same shape for every client (see fetch-load.mjs). */
export function newTally() {
  return { requests: 0, statuses: {}, cache: {}, wireBytes: 0, htmlBytes: 0, byPath: {}, latencies: [], errors: 0 };
}

export function count(tally, { path, status, cache, wireBytes, htmlBytes = 0 }) {
  tally.requests++;
  tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
  const outcome = cache ?? 'none';
  tally.cache[outcome] = (tally.cache[outcome] ?? 0) + 1;
  tally.wireBytes += wireBytes;
  tally.htmlBytes += htmlBytes;
  tally.byPath[path] = (tally.byPath[path] ?? 0) + 1;
}

/**
 * `seconds` of requests over `connections` connections, each request for the next of `paths` (one counter for all
 * connections: concurrent requests ask for different pages). Pass the same `rotation` to a warm-up and the run
 * after it: restarting at the first page could ask for the page the warm-up rendered last, still in the page
 * cache. Answers a tally; `htmlBytes` stays 0 (autocannon does
 * not decompress: the caller multiplies `byPath` by each page's uncompressed size).
 */
export async function browserLoad({ port, paths, headers, connections, seconds, rotation = { next: 0 } }) {
  const tally = newTally();
  const instance = autocannon({
    url: `http://${HOST}:${port}${paths[0]}`,
    connections,
    duration: seconds,
    pipelining: 1,
    requests: [
      {
        method: 'GET',
        setupRequest(request, context) {
          const path = paths[rotation.next++ % paths.length];
          // One request in flight per connection (pipelining 1): the context names the page its answer is for.
          context.path = path;
          return { ...request, path, headers };
        },
        onResponse(status, _body, context, answerHeaders) {
          count(tally, {
            path: context.path,
            status,
            cache: answerHeaders['x-page-cache'],
            wireBytes: Number(answerHeaders['content-length'] ?? 0),
          });
        },
      },
    ],
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => tally.latencies.push(responseTime));
  const result = await tracked(instance);
  tally.errors = result.errors;
  tally.timeouts = result.timeouts;
  return tally;
}
