import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';

/** An SMTP server in the test process that counts what it receives by Message-ID (as a mailbox would dedupe). */
export class SmtpSink {
  /** Every accepted message's Message-ID, in order, duplicates included. */
  readonly messageIds: string[] = [];
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream: SMTPServerDataStream, _session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const head = Buffer.concat(chunks)
          .toString('utf8')
          .split(/\r?\n\r?\n/)[0]!;
        const id = /^message-id:\s*(<[^>]+>)/im.exec(head)?.[1] ?? '(none)';
        this.messageIds.push(id);
        callback();
      });
    },
  });

  constructor() {
    // A client that dies mid-conversation (a server killed with SIGKILL) resets its connection, which smtp-server
    // reports as an 'error' event: without a listener that is an uncaught exception in the test process.
    this.server.on('error', () => undefined);
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  /** How often each Message-ID arrived. */
  counts(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const id of this.messageIds) counts.set(id, (counts.get(id) ?? 0) + 1);
    return counts;
  }

  stop(): Promise<void> {
    if (!this.server.server.listening) return Promise.resolve();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
