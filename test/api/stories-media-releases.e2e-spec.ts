import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_RELEASES } from '../../seed/media-releases/media-releases.data.js';
import { STORIES } from '../../seed/stories/stories.data.js';
import { editorCookie } from '../support/editor.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

/** Story slugs in the order a list page links them (their h2/h3 links). */
const storyLinks = (html: string, base = '/en/stories') =>
  [...html.matchAll(new RegExp(`<h[23]><a href="${base}/([^"?]+)">`, 'g'))].map((m) => m[1]);
const releaseLinks = (html: string) =>
  [...html.matchAll(/<h2><a href="\/en\/media-releases\/([^"?]+)">/g)].map((m) => m[1]);

describe('stories and media releases (SPEC §2.2, §3)', () => {
  let sut: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) =>
    sut.fastify.inject({ method: 'GET', url, headers });
  const newestStories = [...STORIES].sort((a, b) => b.date.localeCompare(a.date)).map((s) => s.slug);
  const newestReleases = [...MEDIA_RELEASES].sort((a, b) => b.date.localeCompare(a.date)).map((r) => r.slug);

  beforeAll(async () => {
    sut = await startTestApp();
  });
  afterAll(async () => {
    await sut?.stop();
  });

  describe('/stories', () => {
    it('lists the newest nine, then the rest on page 2, with paging links', async () => {
      expect(STORIES.length).toBeGreaterThanOrEqual(12);
      const first = await get('/en/stories');
      expect(first.statusCode).toBe(200);
      expect(storyLinks(first.body)).toEqual(newestStories.slice(0, 9));
      expect(first.body).toContain('<title>Stories | Kudex Group</title>');
      expect(first.body).toMatch(/<nav class="pagination" aria-label="Pages">/);
      expect(first.body).toContain('<a href="/en/stories?page=2" rel="next">Next page</a>');
      expect(first.body).toContain('<span aria-current="page">Page 1</span>');
      const second = await get('/en/stories?page=2');
      expect(second.statusCode).toBe(200);
      expect(storyLinks(second.body)).toEqual(newestStories.slice(9));
      expect(second.body).toContain('<a href="/en/stories" rel="prev">Previous page</a>');
    });

    it('filters by category, keeping the category in the paging links', async () => {
      const response = await get('/en/stories?category=customers');
      expect(response.statusCode).toBe(200);
      const expected = STORIES.filter((s) => s.category === 'customers')
        .sort((a, b) => b.date.localeCompare(a.date))
        .map((s) => s.slug);
      expect(storyLinks(response.body)).toEqual(expected);
      expect(response.body).toContain(
        '<a href="/en/stories?category=customers" aria-current="page">Customer stories</a>',
      );
      expect(response.body).toContain('<title>Customer stories – Stories | Kudex Group</title>');
    });

    it('names the categories in the page language', async () => {
      const japanese = (await get('/ja/stories?category=customers')).body;
      expect(japanese).toContain('<a href="/ja/stories?category=customers" aria-current="page">お客様事例</a>');
      expect((await get('/fr/stories')).body).toContain('>Développement durable</a>');
    });

    it('answers 404 for a page past the end, a malformed page and an unknown category', async () => {
      for (const query of ['?page=3', '?page=0', '?page=abc', '?page=-1', '?category=nope', '?category=%3Cb%3E']) {
        const response = await get(`/en/stories${query}`);
        expect(response.statusCode, query).toBe(404);
        expect(response.body).toContain('Page not found');
      }
    });

    it('shows a story with lead text, teaser image, body and contacts', async () => {
      const response = await get('/en/stories/zero-defect-crimping-at-volta-cables');
      expect(response.statusCode).toBe(200);
      const html = response.body;
      expect(html).toContain('<h1>Zero-defect crimping at Volta Cables</h1>');
      expect(html).toContain('<p class="lead">Crimp force monitoring cut scrap by 38 % in six months');
      // The teaser image through the image endpoint (SPEC §7.8, §9), eager above the fold; contacts' portraits 80x80.
      // Versioned URLs (SPEC §7.8); the BreakOut image scales with the page, so its srcset is by width.
      expect(html).toMatch(
        /<img width="980" height="630" src="\/api\/images\/editorial-crimping\?size=BreakOut&amp;format=webp&amp;v=[0-9a-z]+" srcSet="[^"]+ 2360w" sizes="\(max-width: 1028px\) calc\(100vw - 48px\), 980px"/,
      );
      expect(html).toMatch(/src="\/api\/images\/editorial-portrait\?size=Contact&amp;format=webp&amp;v=[0-9a-z]+"/);
      expect(html).toContain('<h2>The challenge</h2>');
      expect(html).toContain('<time dateTime="2026-10-27">October 27, 2026</time>');
      expect(html).toContain('<a href="/en/stories/contacts/marco-bianchi">Marco Bianchi</a>');
      expect(html).toContain('<a href="/en/stories/contacts/anna-keller">Anna Keller</a>');
      expect(html).toMatch(
        /<nav class="breadcrumbs"[^>]*>.*<a href="\/en\/stories">Stories<\/a>.*aria-current="page">Zero-defect crimping/s,
      );
      expect(html).not.toContain('language-banner');
    });

    it('shows a story in German, and an English-only story with the language banner', async () => {
      const german = await get('/de/stories/zero-defect-crimping-at-volta-cables');
      expect(german.body).toContain('<h1>Null-Fehler-Crimpen bei Volta Cables</h1>');
      expect(german.body).toContain('<time dateTime="2026-10-27">27. Oktober 2026</time>');
      const english = await get('/de/stories/how-a-cable-maker-in-pune-doubled-output');
      expect(english.statusCode).toBe(200);
      expect(english.body).toContain('Nicht verfügbar auf Deutsch');
      expect(english.body).toContain('<article class="story" lang="en">');
    });

    it('answers 404 for an unknown story and for stories on other sites', async () => {
      for (const url of ['/en/stories/no-such-story', '/en/stories/a/b/c', '/en/north-america-events/stories']) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(404);
      }
    });

    it('lists the story contacts and a contact with their stories', async () => {
      const contacts = await get('/en/stories/contacts');
      expect(contacts.statusCode).toBe(200);
      for (const slug of ['anna-keller', 'marco-bianchi', 'lea-meier', 'david-chen']) {
        expect(contacts.body).toContain(`href="/en/stories/contacts/${slug}"`);
      }
      const lea = await get('/en/stories/contacts/lea-meier');
      expect(lea.statusCode).toBe(200);
      expect(lea.body).toContain('<h1>Lea Meier</h1>');
      expect(storyLinks(lea.body)).toEqual(
        STORIES.filter((s) => s.contacts.includes('sc-lea-meier'))
          .sort((a, b) => b.date.localeCompare(a.date))
          .map((s) => s.slug),
      );
      expect((await get('/en/stories/contacts/nobody')).statusCode).toBe(404);
    });

    it('keeps drafts from the public and shows them to editors', async () => {
      const publicList = await get('/en/stories');
      expect(publicList.body).not.toContain('preview-the-next-crimp-generation');
      expect(publicList.body).not.toContain('revised draft');
      expect((await get('/en/stories/preview-the-next-crimp-generation')).statusCode).toBe(404);

      const cookie = await editorCookie(sut);
      const editorList = await get('/en/stories', { cookie });
      expect(storyLinks(editorList.body)[0]).toBe('preview-the-next-crimp-generation');
      expect(editorList.body).toContain('The harness line that plans itself (revised draft)');
      const draft = await get('/en/stories/preview-the-next-crimp-generation', { cookie });
      expect(draft.statusCode).toBe(200);
      expect(draft.body).toContain('You are viewing a draft.');

      // The editor's views never reach the public caches.
      const after = await get('/en/stories');
      expect(after.body).not.toContain('revised draft');
      expect((await get('/en/stories/preview-the-next-crimp-generation')).statusCode).toBe(404);
    });
  });

  describe('/media-releases', () => {
    it('lists ten releases newest first with ad hoc ones marked, then the rest', async () => {
      expect(MEDIA_RELEASES.length).toBeGreaterThanOrEqual(12);
      const first = await get('/en/media-releases');
      expect(first.statusCode).toBe(200);
      expect(releaseLinks(first.body)).toEqual(newestReleases.slice(0, 10));
      const adhocOnPage = MEDIA_RELEASES.filter((r) => r.adhoc && newestReleases.slice(0, 10).includes(r.slug));
      expect(first.body.match(/<span class="adhoc-badge">Ad hoc announcement<\/span>/g)).toHaveLength(
        adhocOnPage.length,
      );
      const second = await get('/en/media-releases?page=2');
      expect(releaseLinks(second.body)).toEqual(newestReleases.slice(10));
      expect((await get('/en/media-releases?page=3')).statusCode).toBe(404);
      expect((await get('/en/media-releases?page=x')).statusCode).toBe(404);
    });

    it('lists upcoming events with start and end dates, soonest first, and not past ones', async () => {
      const html = (await get('/en/media-releases')).body;
      const start = html.indexOf('id="events-heading"');
      const events = html.slice(start, html.indexOf('</aside>', start));
      expect(events).toContain('Open house at the Thun plant');
      expect(events.indexOf('Open house')).toBeLessThan(events.indexOf('Wire &amp; Cable Expo'));
      expect(events).not.toContain('>electronica 2026<');
      expect(events).toMatch(/<time dateTime="\d{4}-\d{2}-\d{2}">[A-Z][a-z]+ \d+\s–\s\d+, \d{4}<\/time>/);
    });

    it("marks an event shown in English on another language's page, and none shown in the page language", async () => {
      const eventsOf = (html: string) => {
        const start = html.indexOf('id="events-heading"');
        return html.slice(start, html.indexOf('</aside>', start));
      };
      // No Japanese version: English title and place, said so; the dates are the page's.
      const japanese = eventsOf((await get('/ja/media-releases')).body);
      expect(japanese).toMatch(/<p lang="en"><strong><a [^>]*>Open house at the Thun plant<\/a><\/strong><\/p>/);
      expect(japanese).toContain('<p lang="en">Thun, Switzerland</p>');
      expect(japanese).toMatch(/<time dateTime="[\d-]+">\d{4}年/);
      const german = eventsOf((await get('/de/media-releases')).body);
      expect(german).toMatch(/<p><strong><a [^>]*>Tag der offenen Tür im Werk Thun<\/a><\/strong><\/p>/);
      expect(german).toContain('<p>Thun, Schweiz</p>');
      // The one event without a German version is English there too.
      expect(german).toMatch(/<p lang="en"><strong><a [^>]*>productronica China<\/a><\/strong><\/p>/);
    });

    it('shows a release, marks an ad hoc one, and 404s an unknown or draft slug for the public', async () => {
      const release = await get('/en/media-releases/kudex-acquires-cirris-test-systems');
      expect(release.statusCode).toBe(200);
      expect(release.body).toContain('<h1>Kudex Group completes the acquisition of Cirris</h1>');
      expect(release.body).toContain('<span class="adhoc-badge">Ad hoc announcement</span>');
      expect(release.body).toContain('<p>Thun, 8 September 2026');
      expect((await get('/en/media-releases/no-such-release')).statusCode).toBe(404);
      expect((await get('/en/media-releases/embargoed-capital-markets-day-2027')).statusCode).toBe(404);
      const editor = await get('/en/media-releases/embargoed-capital-markets-day-2027', {
        cookie: await editorCookie(sut),
      });
      expect(editor.statusCode).toBe(200);
      // The editor's live view (?stage=PUBLISHED) is what the public sees.
      const live = await get('/en/media-releases/embargoed-capital-markets-day-2027?stage=PUBLISHED', {
        cookie: await editorCookie(sut),
      });
      expect(live.statusCode).toBe(404);
    });

    it('shows a German release and falls back to English with the banner', async () => {
      const german = await get('/de/media-releases/kudex-acquires-cirris-test-systems');
      expect(german.body).toContain('<h1>Kudex Group schliesst die Übernahme von Cirris ab</h1>');
      expect(german.body).toContain('Ad-hoc-Mitteilung');
      const fallback = await get('/de/media-releases/new-ceo-appointed');
      expect(fallback.statusCode).toBe(200);
      expect(fallback.body).toContain('Nicht verfügbar auf Deutsch');
    });
  });

  describe('search (SPEC §7.3)', () => {
    const search = (query: string, localeCode = 'en') =>
      sut.fastify.inject({ method: 'POST', url: '/api/search-proxy/search', payload: { localeCode, query } });

    it('finds published stories and media releases with their URLs', async () => {
      const stories = (await search('Volta Cables')).json<{ records: { url: string; type: string }[] }>();
      expect(stories.records).toContainEqual(
        expect.objectContaining({ type: 'story', url: '/en/stories/zero-defect-crimping-at-volta-cables' }),
      );
      const releases = (await search('Übernahme Cirris', 'de')).json<{ records: { url: string; type: string }[] }>();
      expect(releases.records).toContainEqual(
        expect.objectContaining({
          type: 'media-release',
          url: '/de/media-releases/kudex-acquires-cirris-test-systems',
        }),
      );
    });

    it('never finds drafts', async () => {
      for (const query of ['Capital markets day', 'next crimp generation', 'revised draft', 'Innovation roadmap']) {
        const response = await search(query);
        expect(response.statusCode).toBe(200);
        expect(
          response
            .json<{ records: { title: string }[] }>()
            .records.map((r) => r.title)
            .join(' '),
        ).not.toMatch(/draft|Capital markets day/i);
      }
    });
  });
});
