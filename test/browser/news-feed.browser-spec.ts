import { describe, expect, it } from 'vitest';
import { NEWS_ITEMS } from '../../seed/news-feed/news-feed.data.js';
import { useBrowserSuite, waitForHydration } from '../support/browser-suite.js';

describe('news feed panel in Chromium (SPEC §2.3, §4, §7.8, §9)', () => {
  const suite = useBrowserSuite();

  it('opens from the header, loads more, clears the unread marker for good', async () => {
    const page = await suite.newPage({ viewport: { width: 1280, height: 900 } });
    const response = await page.goto('/en');
    // The shared, page-cached HTML carries no per-visitor marker.
    expect(await response?.text()).not.toContain('news-feed-unread');
    await waitForHydration(page);

    const bell = page.getByRole('banner').getByRole('button', { name: /^News/ });
    const marker = page.getByTestId('news-feed-unread');
    await expect.poll(() => marker.count()).toBe(1);
    expect(await bell.getAttribute('aria-expanded')).toBe('false');
    expect(await bell.textContent()).toContain('New items');

    await bell.click();
    const dialog = page.getByRole('dialog', { name: 'News' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await bell.getAttribute('aria-expanded')).toBe('true');
    // Focus moved into the panel (a native <dialog>; its first control: the close button).
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    const items = dialog.getByRole('listitem');
    await expect.poll(() => items.count()).toBe(10);
    expect(await items.first().getByRole('heading').textContent()).toBe(
      'Smart factory: harness lines that plan themselves',
    );
    // Opening marks read: the marker is gone and the newest id is stored (SPEC §4, §7.8).
    await expect.poll(() => marker.count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('uapp-newsfeed-latest-read'))).toBe('nf-028');

    const loadMore = dialog.getByRole('button', { name: 'Load more' });
    await loadMore.click();
    await expect.poll(() => items.count()).toBe(20);
    // Keyboard users continue at the first new item.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(
      [...NEWS_ITEMS].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))[10]!.en.title,
    );
    await loadMore.click();
    await expect.poll(() => items.count()).toBe(NEWS_ITEMS.length);
    await expect.poll(() => loadMore.count()).toBe(0);

    // Escape closes and focus returns to the bell.
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('news-feed-button'))).toBe(true);

    // The read state survives a reload.
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('uapp-newsfeed-latest-read'))).toBe('nf-028');
    // Once the newest items are fetched again, the marker could show: it must not.
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance.getEntriesByType('resource').some((entry) => entry.name.includes('/api/news-feed')),
        ),
      )
      .toBe(true);
    expect(await marker.count()).toBe(0);
    expect(suite.errors).toEqual([]);
  });

  it('opens from the footer action link and resets an unparseable stored id', async () => {
    const page = await suite.newPage();
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('uapp-newsfeed-latest-read', '{"broken": json');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto('/de');
    await waitForHydration(page);
    // The broken value counts as nothing read: the marker shows, and the value is gone.
    await expect.poll(() => page.getByTestId('news-feed-unread').count()).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('uapp-newsfeed-latest-read'))).toBeNull();

    await page.getByRole('contentinfo').getByRole('button', { name: 'News' }).click();
    const dialog = page.getByRole('dialog', { name: 'News' });
    await expect.poll(() => dialog.getByRole('listitem').count()).toBe(10);
    expect(await dialog.getByRole('listitem').first().getByRole('heading').textContent()).toBe(
      'Smart Factory: Kabelbaumlinien, die sich selbst planen',
    );
    await expect.poll(() => page.getByTestId('news-feed-unread').count()).toBe(0);
    // A link in the panel is normalised with the locale.
    expect(await dialog.getByRole('link').first().getAttribute('href')).toBe('/de/smart-factory-story');
  });
});
