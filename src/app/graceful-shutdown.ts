import type { Server } from 'node:http';

/**
 * Issue 17 item 5, SIGTERM: stops taking connections and lets the requests in flight finish, up to `timeoutMs`
 * (then their connections are closed). Keep-alive connections are closed as soon as they are idle, so a client
 * mid-request still gets its answer and its next request goes to another instance.
 */
export function drainHttpServer(server: Server, timeoutMs: number): Promise<'drained' | 'timed-out'> {
  if (!server.listening) return Promise.resolve('drained');
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: 'drained' | 'timed-out') => {
      if (settled) return;
      settled = true;
      clearInterval(idleSweep);
      clearTimeout(deadline);
      resolve(outcome);
    };
    const idleSweep = setInterval(() => server.closeIdleConnections(), 50);
    const deadline = setTimeout(() => {
      server.closeAllConnections();
      settle('timed-out');
    }, timeoutMs);
    server.close(() => settle('drained'));
    server.closeIdleConnections();
  });
}
