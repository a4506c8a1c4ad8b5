import { inArray } from 'drizzle-orm';
import { company } from '../../modules/identity-provider/identity.schema.js';
import {
  companyProduct,
  part,
  productManual,
  productManualTopic,
} from '../../modules/product-information/product-information.schema.js';
import { product } from '../../modules/products/products.schema.js';
import type { Database } from '../../src/core/database/database.js';
import { SEED_MANUALS, SEED_OWNERSHIP, SEED_PARTS } from './product-information.data.js';

/**
 * Adds the demo companies' product ownership, the manuals with their topics and the parts that are missing (by
 * company and product, by id, by article number); rows already there are left alone. Needs the identity and
 * catalogue seeds first.
 */
export async function seedProductInformation(db: Database): Promise<void> {
  const slugs = [...new Set([...SEED_PARTS.map((p) => p.productSlug), ...SEED_MANUALS.map((m) => m.productSlug)])];
  const products = await db
    .select({ id: product.id, slug: product.slug })
    .from(product)
    .where(inArray(product.slug, slugs));
  const productIds = new Map(products.map((p) => [p.slug, p.id]));
  const companies = await db
    .select({ id: company.id, slug: company.slug })
    .from(company)
    .where(
      inArray(
        company.slug,
        SEED_OWNERSHIP.map((o) => o.companySlug),
      ),
    );
  const companyIds = new Map(companies.map((c) => [c.slug, c.id]));

  const ownership = SEED_OWNERSHIP.flatMap(({ companySlug, productSlugs }) =>
    productSlugs.flatMap((slug) => {
      const companyId = companyIds.get(companySlug);
      const productId = productIds.get(slug);
      return companyId && productId ? [{ companyId, productId }] : [];
    }),
  );
  if (ownership.length > 0) await db.insert(companyProduct).values(ownership).onConflictDoNothing();

  const manuals = SEED_MANUALS.filter((m) => productIds.has(m.productSlug));
  if (manuals.length > 0) {
    await db
      .insert(productManual)
      .values(
        manuals.map((m, index) => ({
          id: m.id,
          productId: productIds.get(m.productSlug)!,
          kind: m.kind,
          title: m.title,
          sortIndex: index,
        })),
      )
      .onConflictDoNothing({ target: productManual.id });
    await db
      .insert(productManualTopic)
      .values(
        manuals.flatMap((m) =>
          m.topics.map((topic, index) => ({
            id: topic.id,
            manualId: m.id,
            title: topic.title,
            bodyHtml: topic.html,
            sortIndex: index,
          })),
        ),
      )
      .onConflictDoNothing({ target: productManualTopic.id });
  }

  const parts = SEED_PARTS.filter((p) => productIds.has(p.productSlug));
  if (parts.length > 0) {
    await db
      .insert(part)
      .values(
        parts.map(({ productSlug, ...fields }, index) => ({
          ...fields,
          productId: productIds.get(productSlug)!,
          sortIndex: index % 8,
        })),
      )
      .onConflictDoNothing({ target: part.articleNumber });
  }
}

/** True when no part is stored yet (start-up seeds them into an existing database). */
export async function isProductInformationEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: part.id }).from(part).limit(1);
  return rows.length === 0;
}
