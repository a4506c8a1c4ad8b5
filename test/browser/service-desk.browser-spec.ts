import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { useBrowserSuite, waitForHydration } from '../support/browser-suite.js';
import { DEMO_PASSWORD } from '../support/portal-sign-in.js';

const uploadsDir = mkdtempSync(join(tmpdir(), 'uapp-browser-desk-uploads-'));
/** A small pending-upload quota, so a 'too large' upload is quick to provoke (the same check as customer uploads). */
const PENDING_LIMIT_BYTES = 256 * 1024;

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#cc6633' } })
    .png()
    .toBuffer();

/** Whether the element has the focus. */
const focused = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).evaluate((element) => element === document.activeElement);

describe('the service desk in Chromium (issue 31)', () => {
  const suite = useBrowserSuite({
    app: {
      embeddedIssuer: true,
      env: { UPLOADS_DIR: uploadsDir, UPLOAD_PENDING_MAX_BYTES_PER_USER: String(PENDING_LIMIT_BYTES) },
    },
  });
  afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

  async function signIn(email: string): Promise<Page> {
    const page = await suite.newPage();
    await page.goto('/en/portal');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/en/portal');
    return page;
  }

  /** The status in the ticket's field list ('Status' term, its definition). */
  const statusOf = (page: Page) => page.locator('dt:text-is("Status") + dd').textContent();

  /** After a write the page reloads and announces what happened in a focused status message. */
  async function expectDone(page: Page, message: string) {
    const status = page.getByRole('status').filter({ hasText: message });
    await expect.poll(() => status.isVisible()).toBe(true);
    await waitForHydration(page);
    await expect.poll(() => status.evaluate((element) => element === document.activeElement)).toBe(true);
  }

  it('carl asks, sam answers with an image and a note, carl comments, sam solves, carl closes', async () => {
    // 1. carl creates a ticket.
    const carl = await signIn('carl@apex.example.com');
    await carl.goto('/en/portal/tickets/newticket');
    await waitForHydration(carl);
    await carl.getByLabel('Location').selectOption({ label: 'Hamburg plant' });
    await carl.getByLabel('Ticket type').selectOption({ label: 'Machine breakdown' });
    await carl.getByLabel('Machine concerned').selectOption({ label: 'StripMaster 250 (SN 36-0455)' });
    await carl.getByLabel('Subject').fill('Feeder jams every hour');
    await carl.getByRole('textbox', { name: /^Concern/ }).fill('The wire feeder jams about once an hour.');
    await carl.getByRole('button', { name: 'Create ticket' }).click();
    await carl.waitForURL(/\/en\/portal\/tickets\/[0-9a-f-]{36}$/);
    const ticketId = carl.url().split('/').pop()!;
    const heading = (await carl.getByRole('heading', { level: 1 }).textContent())!;
    const number = heading.split(' · ')[0]!.trim();
    expect(number).toMatch(/^T-\d+$/);

    // 2. sam finds it in the queue (the GET filter works without JavaScript too), takes it, replies, sets a status.
    const sam = await signIn('sam@kudex.example.com');
    const noScript = await suite.newPage({ javaScriptEnabled: false });
    await noScript.context().addCookies(await sam.context().cookies());
    await noScript.goto('/en/portal/service-desk');
    await noScript.getByLabel('Assignee').selectOption('unassigned');
    await noScript.getByLabel('Status').selectOption({ label: 'New' });
    await noScript.getByRole('button', { name: 'Apply' }).click();
    await noScript.waitForURL(/status=new/);
    expect(new URL(noScript.url()).searchParams.get('assignee')).toBe('unassigned');
    expect(await noScript.getByRole('link', { name: number }).isVisible()).toBe(true);
    expect(await noScript.locator('table caption').textContent()).toContain('most urgent due time first');

    await sam.goto('/en/portal/service-desk?assignee=unassigned');
    const row = sam.getByRole('row').filter({ has: sam.getByRole('link', { name: number }) });
    expect(await row.getByRole('cell', { name: 'Apex Cable Systems' }).isVisible()).toBe(true);
    await row.getByRole('link', { name: number }).click();
    await sam.waitForURL(`**/en/portal/service-desk/${ticketId}`);
    // Client-side navigation: the address changes before the ticket is shown.
    await expect.poll(() => sam.getByRole('heading', { level: 1 }).textContent()).toContain('Feeder jams every hour');
    expect(await sam.getByText('carl@apex.example.com').isVisible()).toBe(true);
    expect(await sam.getByText('The wire feeder jams about once an hour.').isVisible()).toBe(true);
    await waitForHydration(sam);

    await sam.getByRole('button', { name: 'Take ticket' }).click();
    await expectDone(sam, 'You have taken the ticket.');
    expect(await sam.locator('dt:text-is("Assignee") + dd').textContent()).toBe('Sam Sato');
    expect(await sam.getByRole('button', { name: 'Take ticket' }).count()).toBe(0);

    // Bad input: an empty reply says what is missing, with the focus on the field.
    await sam.getByRole('button', { name: 'Send reply' }).click();
    await expect.poll(() => sam.getByText('Please enter a reply').isVisible()).toBe(true);
    expect(await focused(sam, 'Your reply')).toBe(true);
    // A file over the upload quota: the server's refusal, in words, and the reply is not sent.
    await sam.getByLabel('Your reply').fill('Please send us a photo of the feeder rollers.');
    const big = Buffer.concat([await png(8, 8), Buffer.alloc(PENDING_LIMIT_BYTES + 1024)]);
    await sam.getByLabel(/^Images or videos/).setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
    await sam.getByRole('button', { name: 'Send reply' }).click();
    const failure = sam.getByRole('alert').filter({ hasText: 'that did not work' });
    await expect.poll(() => failure.isVisible()).toBe(true);
    // The customer uploads' quota message (modules/tickets/upload-quota.ts), not a code.
    expect(await failure.textContent()).toContain('Upload quota reached');
    expect(await sam.getByText('Please send us a photo of the feeder rollers.', { exact: true }).count()).toBe(0);

    await sam
      .getByLabel(/^Images or videos/)
      .setInputFiles({ name: 'rollers.png', mimeType: 'image/png', buffer: await png(40, 30) });
    await sam.getByRole('button', { name: 'Send reply' }).click();
    await expectDone(sam, 'Your reply has been sent to the customer.');
    const reply = sam.getByRole('listitem').filter({ hasText: 'Please send us a photo of the feeder rollers.' });
    expect(await reply.getByText('Reply', { exact: true }).isVisible()).toBe(true);
    expect(await reply.getByRole('link', { name: 'rollers.png' }).isVisible()).toBe(true);

    await sam.getByLabel('Note text').fill('Spare rollers are in stock in Hamburg.');
    await sam.getByRole('button', { name: 'Add internal note' }).click();
    await expectDone(sam, 'Your internal note has been added.');
    const note = sam.getByRole('listitem').filter({ hasText: 'Spare rollers are in stock in Hamburg.' });
    expect(await note.getByText('Internal note', { exact: true }).isVisible()).toBe(true);

    await sam.getByRole('combobox', { name: 'Status', exact: true }).selectOption({ label: 'Waiting for customer' });
    await sam.getByRole('button', { name: 'Set status' }).click();
    await expectDone(sam, 'The status has been changed.');
    expect(await statusOf(sam)).toBe('Waiting for customer');

    // 3. carl sees the reply marked unread; the reply's mail is in the outbox.
    await carl.goto('/en/portal/tickets/list');
    const carlRow = carl.getByRole('row').filter({ has: carl.getByRole('link', { name: number }) });
    expect(await carlRow.getByText('New reply').isVisible()).toBe(true);
    await carlRow.getByRole('link', { name: number }).click();
    await carl.waitForURL(`**/en/portal/tickets/${ticketId}`);
    await expect.poll(() => carl.getByText('Please send us a photo of the feeder rollers.').isVisible()).toBe(true);
    expect(await carl.getByRole('link', { name: 'rollers.png' }).isVisible()).toBe(true);
    // The internal note never reaches the customer.
    expect(await carl.getByText('Spare rollers are in stock in Hamburg.').count()).toBe(0);
    expect(await carl.content()).not.toContain('Spare rollers');

    const editor = await suite.newPage();
    await editor.goto('/en/editor');
    await waitForHydration(editor);
    await editor.getByLabel('Editor password').fill('editor-demo');
    await editor.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => editor.getByRole('link', { name: 'Latest mails (demo)' }).isVisible()).toBe(true);
    await editor.goto('/en/editor/mails');
    const mail = editor.locator('li.editor-mail', { hasText: `${number}: a new reply to your ticket` });
    expect(await mail.count()).toBeGreaterThan(0);
    expect(await mail.first().textContent()).toContain('carl@apex.example.com');
    expect(await mail.first().textContent()).not.toContain('Spare rollers');

    // 4. carl comments, and the ticket is back in progress.
    await waitForHydration(carl);
    await carl.getByLabel('Your comment').fill('Photo of the rollers attached to the next mail.');
    await carl.getByRole('button', { name: 'Add comment' }).click();
    await expect.poll(() => carl.getByText('Photo of the rollers attached to the next mail.').isVisible()).toBe(true);
    expect(await statusOf(carl)).toBe('In progress');

    // 5. sam solves it, and carl closes it with a reason.
    await sam.reload();
    expect(await statusOf(sam)).toBe('In progress');
    const comment = sam.getByRole('listitem').filter({ hasText: 'Photo of the rollers attached to the next mail.' });
    expect(await comment.getByText('Customer', { exact: true }).isVisible()).toBe(true);
    await waitForHydration(sam);
    await sam.getByRole('combobox', { name: 'Status', exact: true }).selectOption({ label: 'Solved' });
    await sam.getByRole('button', { name: 'Set status' }).click();
    await expectDone(sam, 'The status has been changed.');
    expect(await statusOf(sam)).toBe('Solved');

    await carl.reload();
    expect(await statusOf(carl)).toBe('Solved');
    await waitForHydration(carl);
    await carl.getByLabel('Closing reason').selectOption({ label: 'Solved by the provider' });
    await carl.getByRole('button', { name: 'Close ticket' }).click();
    await carl
      .getByRole('alertdialog', { name: 'Close this ticket?' })
      .getByRole('button', { name: 'Yes, close the ticket' })
      .click();
    await expect.poll(() => statusOf(carl)).toBe('Closed');

    await sam.reload();
    expect(await statusOf(sam)).toBe('Closed');
    expect(await sam.getByText('The customer has closed this ticket.').isVisible()).toBe(true);
    expect(await sam.getByRole('button', { name: 'Send reply' }).count()).toBe(0);
    expect(suite.errors).toEqual([]);
  });

  it('shows customers and internal staff without the agent role the 403 page', async () => {
    const carl = await signIn('carl@apex.example.com');
    const response = await carl.goto('/en/portal/service-desk');
    expect(response?.status()).toBe(403);
    expect(await carl.getByRole('heading', { level: 1, name: 'No access' }).isVisible()).toBe(true);
    expect(suite.errors).toEqual([]);
  });
});
