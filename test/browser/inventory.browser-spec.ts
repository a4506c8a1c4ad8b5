import { describe, expect, it } from 'vitest';
import { useBrowserSuite, waitForHydration } from '../support/browser-suite.js';

describe('inventory in Chromium', () => {
  const suite = useBrowserSuite({ app: { embeddedIssuer: true } });

  it('anna opens the inventory, searches and filters, and opens a new ticket prefilled with a machine', async () => {
    const page = await suite.newPage();
    await page.goto('/en/portal');
    await page.getByLabel('Email address').fill('anna@apex.example.com');
    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/en/portal');

    // The dashboard tile leads to the page.
    await page.getByRole('link', { name: 'Inventory' }).click();
    await page.waitForURL('**/en/portal/inventory');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Inventory');
    await waitForHydration(page);
    expect(await page.getByRole('status').filter({ hasText: 'machines' }).textContent()).toBe('12 machines');
    expect(await page.getByRole('rowheader', { name: 'TO-4411' }).count()).toBe(0); // page 2 of 2
    expect(await page.getByText('Page 1 of 2').isVisible()).toBe(true);

    await page.getByLabel('Search machines').fill('CrimpCenter');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/\/en\/portal\/inventory\?q=CrimpCenter&/);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'machine' }).textContent()).toBe('2 machines');

    await page.getByLabel('Location', { exact: true }).selectOption({ label: 'Hamburg plant' });
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/\/en\/portal\/inventory\?q=CrimpCenter&location=apex-hamburg&/);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'machine' }).textContent()).toBe('1 machine');
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '97-1201' }) });
    expect(await row.getByRole('link', { name: 'CrimpCenter 64' }).getAttribute('href')).toBe(
      '/en/products/crimping/crimp-centers/crimpcenter-64',
    );
    expect(await row.getByRole('link', { name: 'Parts list of machine 97-1201' }).getAttribute('href')).toBe(
      '/en/portal/product-information/crimpcenter-64',
    );
    const exportHref = await page.getByRole('link', { name: 'Export as CSV' }).getAttribute('href');
    expect(exportHref).toBe('/api/inventory/export.csv?q=CrimpCenter&location=apex-hamburg');
    const csv = await page.request.get(exportHref!);
    expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect((await csv.text()).trimEnd().split('\r\n')).toHaveLength(2);

    await row.getByRole('link', { name: 'New ticket for machine 97-1201' }).click();
    await page.waitForURL('**/en/portal/tickets/newticket?machine=apex-cs-9700&location=apex-hamburg');
    await waitForHydration(page);
    await expect.poll(() => page.getByLabel('Machine concerned').inputValue()).toBe('apex-cs-9700');
    expect(await page.getByLabel('Location').inputValue()).toBe('apex-hamburg');
    expect(await page.getByLabel('Ticket type').inputValue()).toBe('');
  });
});
