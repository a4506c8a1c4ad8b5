import { type ChildProcess, spawn } from 'node:child_process';
import { createClient } from '@keyv/redis';
import { connect, createServer } from 'node:net';
import { sleep } from './cache-fixtures.js';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A throw-away redis-server of the test's own, so the test can stop and restart it. */
export class ThrowawayRedis {
  private child: ChildProcess | undefined;
  constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    for (let i = 0; i < 100; i++) {
      const open = await new Promise<boolean>((resolve) => {
        const socket = connect(this.port, '127.0.0.1');
        socket.once('connect', () => (socket.end(), resolve(true)));
        socket.once('error', () => resolve(false));
      });
      if (open) return;
      await sleep(50);
    }
    throw new Error('redis-server did not start');
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGKILL');
    });
  }
}

/** `baseUrl`'s Redis with database `db` selected, emptied first: a spec's own key space on the shared server. */
export async function emptiedRedisDatabase(baseUrl: string, db: number): Promise<string> {
  const url = new URL(baseUrl);
  url.pathname = `/${db}`;
  const redis = createClient({ url: url.toString() });
  await redis.connect();
  await redis.flushDb();
  await redis.quit();
  return url.toString();
}
