import { asc, sql } from 'drizzle-orm';
import { installedMachine } from '../../modules/inventory/inventory.schema.js';
import { describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../src/app/seed.js';
import { startTestApp } from '../support/test-app.js';
import { DATABASE_KINDS, createTestDatabase } from '../support/test-database.js';

async function count(db: Parameters<typeof seedDemoContent>[0], table: string): Promise<number> {
  const result = await db.execute<{ count: number }>(sql.raw(`select count(*)::int as count from ${table}`));
  return Number((result as unknown as { rows: { count: number }[] }).rows[0]!.count);
}

describe.each(DATABASE_KINDS)('data layer on %s', (kind) => {
  it('runs the migrations and seeds countries, languages, locales, five sites and their home pages', async () => {
    const { handle, dispose } = await createTestDatabase(kind);
    try {
      expect(await count(handle.db, 'language')).toBe(11);
      expect(await count(handle.db, 'site')).toBe(5);
      // home pages: main 11 + wustec 3 + north-america-events 2 + brand-portal 1 + revolution 1 = 18;
      // main: about, careers, locations, terms, smart-factory story in en+de, facts and figures en, 2 drafts = 13;
      // four pages under /about in en+de (crimping technology, quality and testing, sustainability, history) = 8;
      // the four form pages (contact, support request, service request, whitepaper) in en+de = 8;
      // other sites: about, contact, locations, terms, smart-factory story: wustec en+de, the others 1 language = 25
      // whitepaper landing pages: north-america-events and brand-portal in en, revolution-im-schaltschrankbau in de = 3
      // The error page en+de+fr, the media releases page en+de, the protected pages (partner area en+de,
      // service bulletins en) = 8; the privacy page in the main site's 11 languages = 11;
      // The brand sites' products page (brand-portal en, north-america-events en+es, revolution de) and
      // the Spanish about and contact of north-america-events = 6
      expect(await count(handle.db, 'page_content')).toBe(100);
      expect(await count(handle.db, "story where stage = 'PUBLISHED' and language = 'en'")).toBeGreaterThanOrEqual(12);
      expect(
        await count(handle.db, "media_release where stage = 'PUBLISHED' and language = 'en'"),
      ).toBeGreaterThanOrEqual(12);
      expect(await count(handle.db, "news_feed_item where language = 'en'")).toBeGreaterThanOrEqual(25);
      expect(await count(handle.db, 'event')).toBeGreaterThan(0);
      const all = await handle.db.execute<{ code: string; supported_languages: string[] }>(
        sql`select code, supported_languages from country where code = 'ALL'`,
      );
      expect(
        (all as unknown as { rows: { supported_languages: string[] }[] }).rows[0]!.supported_languages,
      ).toHaveLength(11);
    } finally {
      await dispose();
    }
  });

  it('seeds again without duplicates', async () => {
    const { handle, dispose } = await createTestDatabase(kind);
    try {
      const tables = [
        'locale',
        'site_domain',
        'page_content',
        'story',
        'media_release',
        'event',
        'news_feed_item',
        'company_product',
        'product_manual_topic',
        'part',
      ];
      const before = await Promise.all(tables.map((t) => count(handle.db, t)));
      await seedDemoContent(handle.db);
      const after = await Promise.all(tables.map((t) => count(handle.db, t)));
      expect(after).toEqual(before);
    } finally {
      await dispose();
    }
  });

  it('serves pages and the API from this database', async () => {
    const sut = await startTestApp({ database: kind });
    try {
      const page = await sut.fastify.inject({ method: 'GET', url: '/de/revolution-im-schaltschrankbau' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Revolution im Schaltschrankbau');
      const health = await sut.fastify.inject({ method: 'GET', url: '/api/health' });
      expect(health.json()).toMatchObject({ database: { status: 'up', kind } });
    } finally {
      await sut.stop();
    }
  });
});

describe('values read through Drizzle', () => {
  // The embedded database takes its value parsers once, not with every query (src/core/database/pglite-parsers.ts):
  // each column type must still read back exactly as on PostgreSQL, in and outside a transaction.
  const readMachine = (db: Parameters<typeof seedDemoContent>[0]) =>
    db
      .select({
        serial: installedMachine.serialNumber,
        commissioned: installedMachine.commissionedOn,
        created: installedMachine.createdAt,
        raw: sql<string>`${installedMachine.commissionedOn}::timestamp`,
        rawArray: sql<string[]>`array[${installedMachine.createdAt}]`,
      })
      .from(installedMachine)
      .orderBy(asc(installedMachine.serialNumber))
      .limit(1);

  it('reads dates as text, timestamps as Date objects and raw timestamps as text, as on PostgreSQL', async () => {
    const results = [];
    for (const kind of DATABASE_KINDS) {
      const { handle, dispose } = await createTestDatabase(kind);
      try {
        const [plain] = await readMachine(handle.db);
        const [inTransaction] = await handle.db.transaction((tx) => readMachine(tx as typeof handle.db));
        expect(plain!.created).toBeInstanceOf(Date);
        expect(plain!.commissioned).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(typeof plain!.raw).toBe('string');
        expect(inTransaction).toEqual(plain);
        results.push({ ...plain!, created: plain!.created.toISOString() });
      } finally {
        await dispose();
      }
    }
    // Both kinds hold the same seed: the same machine, and the raw values of the same JavaScript types.
    expect(new Set(results.map((r) => `${r.serial} ${r.commissioned} ${typeof r.raw} ${typeof r.rawArray}`)).size).toBe(
      1,
    );
  });
});

describe('the embedded database', () => {
  it('holds 32 MB of shared buffers in its WASM memory, not PostgreSQL’s default 128 MB', async () => {
    const { handle, dispose } = await createTestDatabase('pglite');
    try {
      const result = await handle.db.execute<{ value: string }>(sql`select current_setting('shared_buffers') as value`);
      expect((result as unknown as { rows: { value: string }[] }).rows[0]!.value).toBe('32MB');
    } finally {
      await dispose();
    }
  });
});
