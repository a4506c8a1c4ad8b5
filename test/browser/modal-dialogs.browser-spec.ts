import { describe, expect, it } from 'vitest';
import { useBrowserSuite, waitForHydration } from '../support/browser-suite.js';

/**
 * The modal shells are native <dialog>s opened with showModal(): the rest of the page is inert while one is open,
 * a click on the backdrop closes it, one inside does not, and the opener gets the focus back.
 */
describe('modal dialogs in Chromium (STYLE: dialogs trap focus and return it)', () => {
  const suite = useBrowserSuite();

  it('opens the share dialog modally, keeps the page inert, and closes on the backdrop only', async () => {
    const page = await suite.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto('/en/about');
    await waitForHydration(page);
    const share = page.getByRole('complementary', { name: 'Quick links' }).getByRole('button', { name: 'Share' });
    await share.click();
    const dialog = page.getByRole('dialog', { name: 'Share this page' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.evaluate((element) => element.tagName === 'DIALOG' && element.matches(':modal'))).toBe(true);
    // The page behind is inert: a link of the page cannot take the focus.
    expect(
      await page.evaluate(() => {
        const link = document.querySelector<HTMLElement>('main a[href]');
        link?.focus();
        return link !== null && document.activeElement === link;
      }),
    ).toBe(false);

    // A click inside the box (on its title) keeps it open.
    await dialog.getByRole('heading', { name: 'Share this page' }).click();
    expect(await dialog.isVisible()).toBe(true);

    // A click on the backdrop (the top left corner, outside the centred box) closes it; focus goes back.
    await page.mouse.click(5, 5);
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await share.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('reopens the cookie settings as a modal bar at the bottom that a click beside it does not close', async () => {
    const page = await suite.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto('/en/about');
    await waitForHydration(page);
    // The suite's pages start with necessary cookies chosen: no banner until the footer reopens the choice.
    const dialog = page.getByRole('dialog', { name: 'Cookies and privacy' });
    expect(await dialog.count()).toBe(0);
    const settings = page.getByRole('button', { name: 'Cookie settings' });
    await settings.click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.evaluate((element) => element.tagName === 'DIALOG' && element.matches(':modal'))).toBe(true);
    const box = (await dialog.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(900);
    expect(Math.round(box.width)).toBe(1280);

    // The settings must be answered: a click beside them (above the bar) keeps them open.
    await page.mouse.click(5, 5);
    expect(await dialog.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await settings.evaluate((element) => element === document.activeElement)).toBe(true);
  });
});
