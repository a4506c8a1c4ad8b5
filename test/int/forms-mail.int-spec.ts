import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formSubmission } from '../../modules/forms/forms.schema.js';
import { mailOutbox } from '../../modules/mail/mail.schema.js';
import { validAddress, validServiceRequest, validSupportRequest } from '../factories/form-submissions.js';
import { type TestApp, startTestApp } from '../support/test-app.js';
import { DATABASE_KINDS } from '../support/test-database.js';

/** Undoes quoted-printable soft line breaks and escapes so the test can read the text part. */
const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe.each(DATABASE_KINDS)(
  'form mails on %s: the outbox delivers through a real SMTP server, with retries',
  (kind) => {
    let sut: TestApp;
    let smtp: SMTPServer;
    const received: string[] = [];
    let failNext = 0;
    let release: (() => void) | undefined;
    let holdNext = false;

    beforeAll(async () => {
      smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream: SMTPServerDataStream, _session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            const message = decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8'));
            const answer = () => {
              if (failNext > 0 || message.includes('ALWAYS-FAIL')) {
                failNext = Math.max(0, failNext - 1);
                callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 }));
                return;
              }
              received.push(message);
              callback();
            };
            if (holdNext) {
              holdNext = false;
              release = answer;
            } else {
              answer();
            }
          });
        },
      });
      await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
      const { port } = smtp.server.address() as AddressInfo;
      sut = await startTestApp({
        database: kind,
        env: {
          SMTP_URL: `smtp://127.0.0.1:${port}`,
          MAIL_FROM: 'Kudex website <web@kudex.example>',
          MAIL_TO: 'forms@kudex.example',
          FORMS_OUTBOX_POLL_MS: '50',
          FORMS_MAIL_RETRY_BASE_MS: '100',
          FORMS_MAIL_MAX_ATTEMPTS: '3',
        },
      });
    });
    afterAll(async () => {
      release?.();
      await sut?.stop();
      await new Promise<void>((resolve) => smtp?.close(() => resolve()));
    });

    const submit = (form: string, body: unknown, ip: string) =>
      sut.fastify.inject({
        method: 'POST',
        url: `/api/forms/${form}`,
        remoteAddress: ip,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
    const outboxOf = async (submissionId: string) => {
      const [row] = await sut.database.handle.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.submissionId, submissionId));
      return row;
    };

    it('stores the submission with its mail, then delivers it after a failed first attempt', async () => {
      failNext = 1;
      const response = await submit('support-request', validSupportRequest(), '10.1.0.1');
      expect(response.statusCode).toBe(201);
      const { id } = response.json() as { id: string };
      const [stored] = await sut.database.handle.db.select().from(formSubmission).where(eq(formSubmission.id, id));
      expect(stored?.kind).toBe('support-request');

      await expect.poll(async () => (await outboxOf(id))?.sentAt, { timeout: 10_000 }).toBeInstanceOf(Date);
      const mail = await outboxOf(id);
      expect(mail).toMatchObject({ attempts: 2, recipient: 'forms@kudex.example', lastError: null });
      const message = received.find((m) => m.includes(`Reference: ${id}`));
      expect(message).toBeDefined();
      expect(message).toMatch(/^Subject: Support request: Jane Doe$/m);
      expect(message).toMatch(/^From: Kudex website <web@kudex\.example>$/m);
      expect(message).toMatch(/^To: forms@kudex\.example$/m);
      expect(message).toMatch(/^Reply-To: jane\.doe@harness-works\.example$/m);
      expect(message).toContain('Serial number: KX-4100-2023');
      expect(message).toContain('Country: GB');
      expect(message).toContain('The crimp height drifts by 0.02 mm after an hour of production.');
    });

    it('answers the visitor without waiting for the mail server', async () => {
      holdNext = true;
      const body = validServiceRequest({ returnAddress: validAddress({ city: 'Solingen' }) });
      const response = await submit('service-request', body, '10.1.0.2');
      expect(response.statusCode).toBe(201);
      const { id } = response.json() as { id: string };
      // The SMTP server holds the mail: the visitor already has the answer, the mail is not sent yet.
      await expect.poll(() => release !== undefined, { timeout: 10_000 }).toBe(true);
      expect((await outboxOf(id))?.sentAt).toBeNull();
      release!();
      release = undefined;
      await expect.poll(async () => (await outboxOf(id))?.sentAt, { timeout: 10_000 }).toBeInstanceOf(Date);
      const message = received.find((m) => m.includes(`Reference: ${id}`));
      expect(message).toMatch(/^Subject: Service request: Stripping unit stops with error E42$/m);
      expect(message).toContain('Return address');
      expect(message).toContain('City: Solingen');
      expect(message).toContain('Service location to contact: Wuppertal, DE');
    });

    it('gives up after FORMS_MAIL_MAX_ATTEMPTS and keeps the last error', async () => {
      const response = await submit(
        'support-request',
        validSupportRequest({ message: 'ALWAYS-FAIL please' }),
        '10.1.0.3',
      );
      expect(response.statusCode).toBe(201);
      const { id } = response.json() as { id: string };
      await expect.poll(async () => (await outboxOf(id))?.attempts, { timeout: 10_000 }).toBe(3);
      const mail = await outboxOf(id);
      expect(mail?.sentAt).toBeNull();
      expect(mail?.lastError).toMatch(/451|temporarily unavailable/);
      // No fourth attempt: wait a few retry periods and look again.
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect((await outboxOf(id))?.attempts).toBe(3);
    });
  },
);
