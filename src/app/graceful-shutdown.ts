import type { Server } from 'node:http';

/**
 * What the server is doing, counted as it happens, so that the shutdown log can say what there
 * was to drain and what came of it. Installed once the app has its HTTP server, before it listens.
 */
export class HttpActivity {
  private requests = 0;
  private connections = 0;
  private finished = 0;
  private cutOff = 0;
  private closedConnections = 0;

  constructor(server: Server) {
    server.on('connection', (socket) => {
      this.connections++;
      socket.once('close', () => {
        this.connections--;
        this.closedConnections++;
      });
    });
    server.on('request', (_request, response) => {
      this.requests++;
      response.once('close', () => {
        this.requests--;
        // 'close' without the whole answer written: its connection was cut (the drain timed out, or the client left).
        if (response.writableFinished) this.finished++;
        else this.cutOff++;
      });
    });
  }

  snapshot(): ActivitySnapshot {
    return {
      requestsInFlight: this.requests,
      connectionsOpen: this.connections,
      requestsFinished: this.finished,
      requestsCutOff: this.cutOff,
      connectionsClosed: this.closedConnections,
    };
  }
}

export interface ActivitySnapshot {
  requestsInFlight: number;
  connectionsOpen: number;
  requestsFinished: number;
  requestsCutOff: number;
  connectionsClosed: number;
}

/** What a drain did: the requests that ran to their end or were cut off, the connections closed, how long. */
export interface DrainReport {
  outcome: 'drained' | 'timed-out';
  requestsFinished: number;
  requestsCutOff: number;
  connectionsClosed: number;
  durationMs: number;
}

/** The drain of `drainHttpServer`, counted by `activity` (everything that ended between its start and its end). */
export async function drainCounted(server: Server, activity: HttpActivity, timeoutMs: number): Promise<DrainReport> {
  const startedAt = performance.now();
  const before = activity.snapshot();
  const outcome = await drainHttpServer(server, timeoutMs);
  // The server counts a connection gone before the socket's own 'close' event: give those a moment to arrive.
  const settleBy = Date.now() + 500;
  while (activity.snapshot().connectionsOpen > 0 && Date.now() < settleBy) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const after = activity.snapshot();
  return {
    outcome,
    requestsFinished: after.requestsFinished - before.requestsFinished,
    requestsCutOff: after.requestsCutOff - before.requestsCutOff,
    connectionsClosed: after.connectionsClosed - before.connectionsClosed,
    durationMs: Math.round(performance.now() - startedAt),
  };
}

/**
 * SIGTERM: stops taking connections and lets the requests in flight finish, up to `timeoutMs`
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
