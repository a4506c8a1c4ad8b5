import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite, waitForHydration } from '../support/browser-suite.js';

/** The success alert the page shows, read as the user sees it. */
const successAlert = (page: Page) => page.locator('.flash-success[role="status"]');

describe('success messages after an invite and an XLIFF import, in the page language', () => {
  const suite = useBrowserSuite({ app: { embeddedIssuer: true } });

  it('an invite on the German user administration says "Einladung gesendet" with the address; a bad one keeps its field error', async () => {
    const page = await suite.newPage();
    await page.goto('/en/portal');
    await page.getByLabel('Email address').fill('anna@apex.example.com');
    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/en/portal');
    await page.goto('/de/portal/user-admin');
    await waitForHydration(page);

    // A wrong address: the per-field error, and no success message.
    await page.getByLabel('E-Mail').fill('kein-mail');
    await page.getByRole('button', { name: 'Einladung senden' }).click();
    await expect.poll(() => page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse an').isVisible()).toBe(true);
    expect(await successAlert(page).count()).toBe(0);

    await page.getByLabel('E-Mail').fill('greta@apex.example.com');
    await page.getByLabel('Vorname').fill('Greta');
    await page.getByLabel('Nachname').fill('Gruber');
    await page.getByRole('button', { name: 'Einladung senden' }).click();
    await expect.poll(() => successAlert(page).isVisible()).toBe(true);
    const text = await successAlert(page).textContent();
    expect(text).toContain('Einladung gesendet');
    expect(text).toContain('Die Einladung wurde an greta@apex.example.com gesendet.');
    // The list was loaded anew and shows her, while the message stays.
    await expect.poll(() => page.locator('tr[data-user-email="greta@apex.example.com"]').count()).toBe(1);
    expect(await successAlert(page).isVisible()).toBe(true);
    // The form is empty for the next invite.
    expect(await page.getByLabel('E-Mail').inputValue()).toBe('');
  });

  it('an XLIFF import on the German grid says how many units were imported and skipped; a bad file keeps its error', async () => {
    const page = await suite.newPage();
    await page.goto('/de/editor');
    await waitForHydration(page);
    await page.getByLabel('Redaktionspasswort').fill('editor-demo');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Übersetzungen verwalten' }).isVisible()).toBe(true);

    // The file a translator sends back: the title translated, the other units left out.
    const exported = await page.request.get('/api/translation/export/locations-main/fr');
    expect(exported.status()).toBe(200);
    const xml = await exported.text();
    const units = xml.match(/<unit [\s\S]*?<\/unit>/g) ?? [];
    expect(units.length).toBeGreaterThan(2);
    const partial = xml
      .replace(
        /<unit [\s\S]*<\/unit>/,
        units.find((unit) => unit.includes('id="title"'))!,
      )
      .replace('<target></target>', '<target>Nos sites</target>');

    await page.goto('/de/editor/translations');
    await waitForHydration(page);
    const row = page.locator('tr[data-page-id="locations-main"]');

    await row.getByLabel('Zu importierende XLIFF-Datei').setInputFiles({
      name: 'locations-main.fr.xlf',
      mimeType: 'application/xliff+xml',
      buffer: Buffer.from('this is not xliff'),
    });
    await row.getByRole('button', { name: 'Importieren', exact: true }).click();
    await expect
      .poll(() => row.locator('.translations-message').textContent())
      .toMatch(/^Die Aktion ist fehlgeschlagen: Invalid XLIFF/);
    expect(await successAlert(page).count()).toBe(0);

    await row.getByLabel('Zu importierende XLIFF-Datei').setInputFiles({
      name: 'locations-main.fr.xlf',
      mimeType: 'application/xliff+xml',
      buffer: Buffer.from(partial),
    });
    await row.getByRole('button', { name: 'Importieren', exact: true }).click();
    const alert = row.locator('.flash-success[role="status"]');
    await expect.poll(() => alert.isVisible()).toBe(true);
    const text = await alert.textContent();
    expect(text).toContain('XLIFF importiert');
    expect(text).toContain('1 Einheit nach fr importiert.');
    expect(text).toContain(`${units.length - 1} Texte waren nicht in der Datei und behalten den Ausgangstext.`);
    // The error is gone, and the cell shows the new state.
    expect(await row.locator('.translations-message').textContent()).toBe('');
    expect(await row.locator('td[data-language="fr"] .translation-state').textContent()).toBe('Übersetzt');
  });
});
