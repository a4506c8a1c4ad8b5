// Concurrent signed-in users: one keep-alive connection per user session, each going round its own portal pages
// with a browser's headers and its own cookie. Each dashboard answer is checked to name its own user and no other
// (the issue: nothing of one user's render may be cached for another).
import http from 'node:http';
import { browserHeaders } from './browser-headers.mjs';
import { count, newTally } from './browser-load.mjs';
import { HOST } from './http.mjs';
import { decode } from './render-measure.mjs';

function request(agent, port, path, headers) {
  return new Promise((resolve, reject) => {
    const outgoing = http.request({ host: HOST, port, path, agent, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    outgoing.setTimeout(10_000, () => outgoing.destroy(new Error(`GET ${path} timed out`)));
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/**
 * `users`: [{ email, cookie, paths }], one connection each, for `seconds`. Answers a tally (latencies in ms) plus
 * `leaks`: dashboard answers that named another user, or did not name their own.
 */
export async function sessionLoad({ port, users, seconds, dashboardPath = '/en/portal' }) {
  const tally = newTally();
  tally.leaks = [];
  const others = users.map((user) => user.email);
  const deadline = performance.now() + seconds * 1000;
  const loop = async (user) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const headers = browserHeaders(user.cookie);
    let next = 0;
    try {
      while (performance.now() < deadline) {
        const path = user.paths[next++ % user.paths.length];
        const started = performance.now();
        try {
          const answer = await request(agent, port, path, headers);
          const latency = performance.now() - started;
          let htmlBytes = 0;
          if (path === dashboardPath && answer.status === 200) {
            const html = decode(answer.body, answer.headers['content-encoding']).toString('utf8');
            htmlBytes = Buffer.byteLength(html);
            const foreign = others.filter((email) => email !== user.email && html.includes(email));
            if (foreign.length > 0 || !html.includes(user.email)) {
              tally.leaks.push(`${user.email}'s dashboard named ${foreign.join(', ') || 'nobody'}`);
            }
          }
          count(tally, {
            path,
            status: answer.status,
            cache: answer.headers['x-page-cache'],
            wireBytes: answer.body.length,
            htmlBytes,
          });
          tally.latencies.push(latency);
        } catch {
          tally.errors++;
        }
      }
    } finally {
      agent.destroy();
    }
  };
  await Promise.all(users.map(loop));
  return tally;
}
