import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formSubmission } from '../../modules/forms/forms.schema.js';
import { mailOutbox } from '../../modules/mail/mail.schema.js';
import { useBrowserSuite } from '../support/browser-suite.js';

/** SPEC §1: the public site works without JavaScript, the header menus being disclosures and links. */
describe('the public site with JavaScript disabled', () => {
  const suite = useBrowserSuite();

  it('reaches a product through the header menu and switches the language', async () => {
    const page = await suite.newPage({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    await page.goto('/en');
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await navigation.locator('summary', { hasText: 'Products' }).click();
    await navigation.getByRole('link', { name: 'Cutting and stripping', exact: true }).first().click();
    await page.waitForURL(/\/en\/products\/cutting-stripping$/);
    await page.locator('main a[href="/en/products/cutting-stripping/cut-strip-machines"]').first().click();
    await page.waitForURL(/\/cut-strip-machines$/);
    await page.locator('main a[href^="/en/products/cutting-stripping/cut-strip-machines/"]').first().click();
    await page.waitForURL(/\/cut-strip-machines\/.+/);
    const productPath = new URL(page.url()).pathname;

    await page.locator('summary', { hasText: 'Language and country' }).click();
    await page.getByRole('link', { name: 'Deutsch' }).click();
    await page.waitForURL(new RegExp(`/de/`));
    expect(new URL(page.url()).pathname).toBe(productPath.replace(/^\/en\//, '/de/'));
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
  });

  it('opens the mobile menu by its link', async () => {
    const page = await suite.newPage({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    await page.goto('/en');
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    expect(await navigation.isVisible()).toBe(false);
    await page.getByRole('link', { name: 'Menu' }).click();
    await expect.poll(() => navigation.isVisible()).toBe(true);
    await navigation.locator('summary', { hasText: 'Products' }).click();
    await expect
      .poll(() => navigation.getByRole('link', { name: 'Crimping', exact: true }).first().isVisible())
      .toBe(true);
  });

  it('sends the contact form: messages in the page first, then the thanks page; stored with its mail', async () => {
    const page = await suite.newPage({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    await page.goto('/en/contact');
    const form = page.locator('form[method="post"]');
    await form.getByLabel('First name').fill('Ana');
    await form.getByLabel('E-mail').fill('ana.garcia@example.com');
    // The country names come from the server.
    await form.getByLabel('Country').selectOption({ label: 'Spain' });
    await form.getByRole('button', { name: 'Send' }).click();

    // Refused on the server: the page again, with what was entered and the messages.
    await page.waitForURL(/\/api\/forms\/page\/contact$/);
    await expect.poll(() => page.getByText('Please enter your last name').isVisible()).toBe(true);
    expect(await form.getByLabel('First name').inputValue()).toBe('Ana');
    expect(await form.getByLabel('Country').inputValue()).toBe('ES');

    await form.getByLabel('Last name').fill('García');
    await form.getByLabel('Message').fill('Do you have a distributor in Valencia?');
    await form.getByLabel(/I agree that/).check();
    await form.getByRole('button', { name: 'Send' }).click();
    await page.waitForURL(/\/en\/contact\?sent=contact$/);
    await expect
      .poll(() => page.getByText('Your message has been sent. We will reply within 24 hours.').isVisible())
      .toBe(true);

    const { db } = suite.app.database.handle;
    const [stored] = await db
      .select()
      .from(formSubmission)
      .where(eq(formSubmission.kind, 'contact'))
      .orderBy(desc(formSubmission.createdAt))
      .limit(1);
    expect(stored?.payload).toMatchObject({ firstName: 'Ana', lastName: 'García', country: 'ES' });
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.submissionId, stored!.id));
    expect(mails).toHaveLength(1);
  });
});
