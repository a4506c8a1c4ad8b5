// Issue 32: signed-in pages keep p99 under 50 ms with 8 concurrent signed-in users. The four demo customers, each
// signed in twice (8 sessions, one connection each), go round their own portal pages; every answer must be private
// and every dashboard must name its own user and nobody else.
import { portalPagesOf } from './page-rotation.mjs';
import { MAX_P99_MS } from './ratio-report.mjs';
import { measureCpu, percentile } from './render-measure.mjs';
import { sessionLoad } from './session-load.mjs';
import { DEMO_CUSTOMERS, customerCookie } from './sign-in.mjs';

export const CONCURRENT_USERS = 8;

/** Signs the sessions in, runs warm-up + measurement, answers the figures and one verdict line. */
export async function concurrentUsers({ app, warmup, duration }) {
  console.log(`bench: signing ${CONCURRENT_USERS} sessions in (${DEMO_CUSTOMERS.length} demo customers × 2)…`);
  const users = [];
  for (let i = 0; i < CONCURRENT_USERS; i++) {
    const email = DEMO_CUSTOMERS[i % DEMO_CUSTOMERS.length];
    const cookie = await customerCookie(app.base, email);
    users.push({ email, cookie, paths: await portalPagesOf(app.base, cookie) });
  }
  process.stdout.write(
    `bench: ${CONCURRENT_USERS} concurrent signed-in users: warm-up ${warmup} s, measure ${duration} s… `,
  );
  const measured = await measureCpu({
    pid: app.pid,
    warmup,
    duration,
    load: (seconds) => sessionLoad({ port: app.port, users, seconds }),
  });
  const latencies = [...measured.latencies].sort((a, b) => a - b);
  const figures = {
    users: CONCURRENT_USERS,
    pages: [...new Set(users.flatMap((user) => user.paths))].length,
    requests: measured.requests,
    reqPerSecond: measured.requests / measured.wallSeconds,
    p50ms: percentile(latencies, 50),
    p99ms: percentile(latencies, 99),
    cpuPerRequest: measured.cpuMicros / measured.requests,
    cache: measured.cache,
    statuses: measured.statuses,
    errors: measured.errors,
    leaks: measured.leaks,
  };
  console.log(`${measured.requests} requests, p99 ${figures.p99ms.toFixed(1)} ms`);

  const problems = [];
  if (figures.requests === 0) problems.push('no answer');
  if (figures.errors) problems.push(`${figures.errors} errors`);
  const badStatuses = Object.keys(figures.statuses).filter((status) => status !== '200');
  if (badStatuses.length) problems.push(`statuses ${badStatuses.join(', ')}`);
  const shared = Object.keys(figures.cache).filter((outcome) => outcome !== 'private');
  if (shared.length) problems.push(`x-page-cache ${shared.join(', ')} on a signed-in page (expected private)`);
  if (figures.leaks.length)
    problems.push(`${figures.leaks.length} dashboards named another user (${figures.leaks[0]})`);
  const line = {
    verdict: problems.length === 0 && figures.p99ms < MAX_P99_MS ? 'PASS' : 'FAIL',
    text:
      `${CONCURRENT_USERS} concurrent signed-in users (${DEMO_CUSTOMERS.length} demo customers × 2 sessions, ` +
      `${figures.pages} portal pages): p99 ${figures.p99ms.toFixed(1)} ms (p50 ${figures.p50ms.toFixed(1)} ms, ` +
      `${figures.reqPerSecond.toFixed(0)} req/s, ${figures.cpuPerRequest.toFixed(0)} µs CPU/req); ` +
      `required < ${MAX_P99_MS} ms` +
      (problems.length ? `; ${problems.join('; ')}` : "; every answer private, every dashboard its own user's"),
  };
  return { figures, line };
}
