import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailService } from '../../modules/mail/index.js';
import { validContact } from '../factories/form-submissions.js';
import { editorCookie } from '../support/editor.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

/** One mail outbox for every feature; in demo mode the editor area shows the stored mails. */
describe('the mail outbox and the demo mail viewer', () => {
  describe('in demo mode, without SMTP', () => {
    let sut: TestApp;
    const get = (url: string, headers: Record<string, string> = {}) =>
      sut.fastify.inject({ method: 'GET', url, headers });

    beforeAll(async () => {
      sut = await startTestApp();
    });
    afterAll(async () => {
      await sut?.stop();
    });

    it('stores every mail, and shows editors the newest with their links', async () => {
      const submitted = await sut.fastify.inject({
        method: 'POST',
        url: '/api/forms/contact',
        remoteAddress: '10.20.0.1',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(validContact({ lastName: 'Outboxtest' })),
      });
      expect(submitted.statusCode).toBe(201);
      // Any feature queues through the same service, e.g. an invitation with a link.
      await sut.app.get(MailService).queue({
        kind: 'invitation',
        to: 'new.user@apex.example.com',
        subject: 'You are invited to the Kudex customer portal',
        // Only the product's own link (on its line, on this site) is shown as a link.
        text: `Set your password with this link:\n\n${sut.config.publicBaseUrl}/en/invitation/abc123\n\nValid 14 days.\n`,
      });

      const page = await get('/en/editor/mails', { cookie: await editorCookie(sut) });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.body).toContain('You are invited to the Kudex customer portal');
      expect(page.body).toContain(`href="${sut.config.publicBaseUrl}/en/invitation/abc123"`);
      expect(page.body).toContain('Outboxtest');
      expect(page.body).toContain('Stored only');
      // The newest first.
      expect(page.body.indexOf('You are invited')).toBeLessThan(page.body.indexOf('Outboxtest'));
      // The editor's home links to it.
      expect((await get('/en/editor', { cookie: await editorCookie(sut) })).body).toContain('href="/en/editor/mails"');
    });

    it('shows visitors the editor sign-in instead, and none of the mails', async () => {
      const page = await get('/en/editor/mails');
      expect(page.body).toContain('Editor password');
      expect(page.body).not.toContain('You are invited');
    });
  });

  describe('outside demo mode', () => {
    let sut: TestApp;

    beforeAll(async () => {
      sut = await startTestApp({
        env: { SESSION_SECRET: 'a-real-secret-of-at-least-32-characters!', EDITOR_PASSWORD: 'a-real-editor-password' },
      });
    });
    afterAll(async () => {
      await sut?.stop();
    });

    it('has no mail viewer, not even for editors (mails hold invitation links)', async () => {
      const cookie = await editorCookie(sut);
      const page = await sut.fastify.inject({ method: 'GET', url: '/en/editor/mails', headers: { cookie } });
      expect(page.statusCode).toBe(404);
      const home = await sut.fastify.inject({ method: 'GET', url: '/en/editor', headers: { cookie } });
      expect(home.body).not.toContain('/en/editor/mails');
    });
  });
});
