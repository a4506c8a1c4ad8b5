import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formSubmission } from '../../modules/forms/forms.schema.js';
import { useBrowserSuite, waitForHydration } from '../support/browser-suite.js';

const SUPPORT_MESSAGES: [label: string, message: string][] = [
  ['E-mail', 'Please provide a valid email address'],
  ['First name', 'Please enter your first name'],
  ['Last name', 'Please enter your last name'],
  ['Company', 'Please enter the company you work for'],
  ['Country', "Please enter the country you're in"],
  ['Product', 'Please specify the product your request regards'],
  ['Serial number', 'Please enter the serial number of your product'],
  ['Message', 'Please add some more details'],
  ['I agree that the Kudex Group processes my data to answer my request.', 'Please select the checkbox to continue.'],
];

describe('request forms in Chromium', () => {
  const suite = useBrowserSuite({ consoleErrors: true });
  let page: Page;

  const open = async (path: string) => {
    page = await suite.newPage({ viewport: { width: 1280, height: 900 } });
    page.setDefaultTimeout(5_000);
    await page.goto(path);
    await waitForHydration(page);
    return page;
  };
  // The label text ends with the required mark ` *` (hidden from screen readers, but part of the label's text).
  const labelled = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
  const field = (label: string) => page.locator('main form').getByLabel(labelled(label)).first();
  const describedText = async (label: string) => {
    const ids = (await field(label).getAttribute('aria-describedby')) ?? '';
    const texts = await Promise.all(ids.split(' ').map((id) => page.locator(`[id="${id}"]`).textContent()));
    return texts.join(' | ');
  };

  it('support request: client messages for empty fields, then a valid submission reaches the database', async () => {
    await open('/en/support-request');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Support request');

    // Empty submit: every required field is marked invalid, its SPEC §5 message linked, focus on the first one.
    await page.getByRole('button', { name: 'Send' }).click();
    for (const [label, message] of SUPPORT_MESSAGES) {
      await expect.poll(() => field(label).getAttribute('aria-invalid'), { timeout: 2_000 }).toBe('true');
      expect(await describedText(label)).toContain(message);
    }
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('form-email');
    expect(await page.getByText('Please check the marked fields.').isVisible()).toBe(true);

    // Fixing a field clears its message as the user types.
    await field('E-mail').fill('not-an-address');
    expect(await describedText('E-mail')).toContain('Please provide a valid email address');
    await field('E-mail').fill('jane.doe@harness-works.example');
    await expect.poll(() => field('E-mail').getAttribute('aria-invalid')).toBeNull();
    expect(await field('E-mail').getAttribute('aria-describedby')).toBeNull();

    await field('First name').fill('Jane');
    await field('Last name').fill('Doe');
    await field('Company').fill('Harness Works Ltd');
    await field('Country').selectOption({ value: 'GB' });
    await field('Product').fill('CrimpCenter 64');
    await field('Serial number').fill('KX-4100-2023');
    await field('Message').fill('The crimp height drifts after an hour of production.');
    await field(SUPPORT_MESSAGES[8]![0]).check();

    // Hold the request to see the sending state: spinner, disabled button.
    let releaseRequest: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (releaseRequest = resolve));
    await page.route('**/api/forms/support-request', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Send' }).click();
    const sending = page.getByRole('button', { name: 'Sending…' });
    await expect.poll(() => sending.isDisabled()).toBe(true);
    expect(await sending.locator('.spinner').count()).toBe(1);
    releaseRequest();

    const success = page.getByRole('status').filter({ hasText: 'Thank you' });
    await expect.poll(() => success.textContent()).toContain('Your support request has been sent.');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('status');

    const rows = await suite.app.database.handle.db
      .select()
      .from(formSubmission)
      .where(eq(formSubmission.kind, 'support-request'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ site: 'main', locale: 'en', botCheck: 'off' });
    expect(rows[0]!.payload).toMatchObject({
      email: 'jane.doe@harness-works.example',
      country: 'GB',
      serialNumber: 'KX-4100-2023',
      privacyAccepted: true,
    });
    expect(suite.errors).toEqual([]);
  });

  it('service request: return address fields appear on demand; a failed submission apologises with a mail link', async () => {
    await open('/de/service-request');
    // The return address is hidden until asked for.
    expect(await page.getByRole('group', { name: 'Rücksendeadresse' }).count()).toBe(0);
    await page.getByLabel('Maschine oder Teile an eine andere Adresse zurücksenden').check();
    const returnAddress = page.getByRole('group', { name: 'Rücksendeadresse' });
    await expect.poll(() => returnAddress.getByLabel(labelled('Ort')).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Senden' }).click();
    await expect.poll(() => returnAddress.getByLabel(labelled('Ort')).getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('form-firstName');
    expect(await describedText('Vorname')).toContain('Bitte geben Sie einen gültigen Wert ein.');

    // The case ID becomes required once the reason is a follow-up.
    await field('Anlass').selectOption('existing-case');
    await expect.poll(() => field('Bestehende Fallnummer').getAttribute('aria-required')).toBe('true');

    // A server outage (the endpoint answering 503, twice with the one retry of SPEC §7.1) shows SPEC §8's text.
    await page.getByLabel('Maschine oder Teile an eine andere Adresse zurücksenden').uncheck();
    const fill: [string, string][] = [
      ['Vorname', 'Max'],
      ['Nachname', 'Muster'],
      ['E-Mail', 'max@kabelwerk.example'],
      ['Firma', 'Kabelwerk Muster GmbH'],
      ['Adresse', 'Industriestrasse 12'],
      ['Ort', 'Wuppertal'],
      ['Bundesland oder Region', 'NRW'],
      ['Postleitzahl', '42103'],
      ['Bestehende Fallnummer', 'CASE-2093'],
      ['Betreff', 'Fehler E42'],
      ['Beschreibung', 'Die Abisoliereinheit stoppt.'],
      ['Maschinenbezeichnung', 'Omega 750'],
      ['Seriennummer', 'OM-750-1187'],
    ];
    for (const [label, value] of fill) await field(label).fill(value);
    await field('Land').selectOption({ value: 'DE' });
    await field('Gewünschte Leistung').selectOption('repair');
    await field('Zuständiger Servicestandort').selectOption('wuppertal-de');
    await page.getByLabel(/Ich bin einverstanden/).check();
    let calls = 0;
    await page.route('**/api/forms/service-request', (route) => {
      calls++;
      return route.fulfill({ status: 503, contentType: 'application/json', body: '{"statusCode":503}' });
    });
    await page.getByRole('button', { name: 'Senden' }).click();
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain('Die Übermittlung ist fehlgeschlagen.');
    expect(calls).toBe(2);
    expect(await alert.getByRole('link', { name: 'service@kudex.example' }).getAttribute('href')).toBe(
      'mailto:service@kudex.example',
    );
    // The data stays in the form for another try.
    expect(await field('Vorname').inputValue()).toBe('Max');
    expect(suite.errors.filter((p) => !p.includes('503'))).toEqual([]);
  });
});
