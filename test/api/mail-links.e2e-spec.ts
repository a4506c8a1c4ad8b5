import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailService } from '../../modules/mail/index.js';
import { validContact } from '../factories/form-submissions.js';
import { editorCookie } from '../support/editor.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

/**
 * The editor's mail view (`/{locale}/editor/mails`, demo mode) turned every URL in a mail into a
 * link, those in visitors' messages too (a phishing link one click away in the editor area, without `rel`). Now
 * only the product's own invitation link is a link; a visitor's URL is shown as text.
 */
describe("the demo mail view shows visitors' links as text", () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await startTestApp();
  });
  afterAll(async () => {
    await sut?.stop();
  });

  it("renders a form message's URLs as text and the invitation link as a link", async () => {
    const own = `${sut.config.publicBaseUrl}/en/about`;
    const submitted = await sut.fastify.inject({
      method: 'POST',
      url: '/api/forms/contact',
      remoteAddress: '10.25.7.1',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(
        validContact({
          lastName: 'Linktest',
          // A visitor's URLs: another site, one on its own line, one on this very site, a javascript: one.
          message: `Please check https://evil.example/phish?x=1 now.\nhttp://evil.example/login\n${own}\njavascript:alert(1)`,
        }),
      ),
    });
    expect(submitted.statusCode).toBe(201);
    const invitationLink = `${sut.config.publicBaseUrl}/en/invitation/tok3n-abc`;
    await sut.app.get(MailService).queue({
      kind: 'invitation',
      to: 'nina@apex.example.com',
      subject: 'Your invitation to the Kudex customer portal',
      text: `Hello Nina,\n\nSet your password with this link:\n\n${invitationLink}\n\nThe link is valid for 14 days.\n`,
    });

    const page = await sut.fastify.inject({
      method: 'GET',
      url: '/en/editor/mails',
      headers: { cookie: await editorCookie(sut) },
    });
    expect(page.statusCode).toBe(200);
    const html = page.body;
    // The visitor's text is there, as text.
    expect(html).toContain('Linktest');
    expect(html).toContain('https://evil.example/phish?x=1');
    expect(html).toContain('http://evil.example/login');
    // None of it is a link.
    expect(html).not.toMatch(/href="[^"]*evil\.example/);
    expect(html).not.toContain(`href="${own}"`);
    expect(html).not.toMatch(/href="javascript:/i);
    // The product's own invitation link stays one.
    expect(html).toContain(`href="${invitationLink}"`);
    // Within the mails (the site's chrome around them has links of its own).
    const mails = html.slice(
      html.indexOf('<ol class="editor-mail-list"'),
      html.indexOf('</ol>', html.indexOf('editor-mail-list')),
    );
    expect(mails).toContain('Linktest');
    const hrefs = [...mails.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => match[1]);
    expect(hrefs).toEqual([invitationLink]);
  });
});
