import { sql } from 'drizzle-orm';
import { site, siteDomain } from '../../modules/sites/sites.schema.js';
import type { Database } from '../../src/core/database/database.js';
import { SEED_SITES, WUSTEC_HOST_PLACEHOLDER } from './sites.data.js';

export async function seedSites(db: Database, options: { wustecHost?: string } = {}): Promise<void> {
  await db
    .insert(site)
    .values(
      SEED_SITES.map((s) => ({
        id: s.id,
        name: s.name,
        slug: s.slug,
        technicalName: s.technicalName,
        theme: s.theme,
        footerTheme: s.footerTheme,
        internationalOnly: s.internationalOnly ?? false,
        hideSideButtons: s.hideSideButtons ?? false,
        enableCutFont: s.enableCutFont ?? false,
      })),
    )
    .onConflictDoUpdate({
      target: site.id,
      set: {
        name: sql`excluded.name`,
        technicalName: sql`excluded.technical_name`,
        theme: sql`excluded.theme`,
        footerTheme: sql`excluded.footer_theme`,
        internationalOnly: sql`excluded.international_only`,
        hideSideButtons: sql`excluded.hide_side_buttons`,
        enableCutFont: sql`excluded.enable_cut_font`,
      },
    });
  await db
    .insert(siteDomain)
    .values(
      SEED_SITES.flatMap((s) =>
        s.domains.map((d) => ({
          siteId: s.id,
          host: d.host === WUSTEC_HOST_PLACEHOLDER ? (options.wustecHost ?? d.host) : d.host,
          slug: d.slug,
        })),
      ),
    )
    .onConflictDoNothing();
}
