import { inArray } from 'drizzle-orm';
import { company } from '../../modules/identity-provider/identity.schema.js';
import { installedMachine } from '../../modules/inventory/inventory.schema.js';
import { product, productVariant } from '../../modules/products/products.schema.js';
import type { Database } from '../../src/core/database/database.js';
import { SEED_COMPANY_INVENTORY, ticketMachineOf } from './inventory.data.js';

/**
 * Adds the demo companies' installed machines that are missing (by company and serial number); machines already
 * there are left alone, so running it again changes nothing. Needs the identity and catalogue seeds first.
 */
export async function seedInventory(db: Database): Promise<void> {
  const companies = await db
    .select({ id: company.id, slug: company.slug })
    .from(company)
    .where(
      inArray(
        company.slug,
        SEED_COMPANY_INVENTORY.map((c) => c.companySlug),
      ),
    );
  const companyIds = new Map(companies.map((c) => [c.slug, c.id]));
  const products = await db.select({ id: product.id, slug: product.slug }).from(product);
  const productIds = new Map(products.map((p) => [p.slug, p.id]));
  const variants = new Set((await db.select({ id: productVariant.id }).from(productVariant)).map((v) => v.id));

  for (const seed of SEED_COMPANY_INVENTORY) {
    const companyId = companyIds.get(seed.companySlug);
    if (!companyId) continue;
    const labels = new Map(seed.locations.map((l) => [l.code, l.label]));
    const rows = seed.machines.flatMap((machine) => {
      const productId = productIds.get(machine.productSlug);
      if (!productId) return [];
      const variantId = `${productId}.v${machine.variant}`;
      const contractId = machine.serviceContract ? productIds.get(machine.serviceContract) : undefined;
      return [
        {
          companyId,
          serialNumber: machine.serialNumber,
          productId,
          variantId: variants.has(variantId) ? variantId : null,
          locationCode: machine.location,
          locationLabel: labels.get(machine.location) ?? machine.location,
          commissionedOn: machine.commissionedOn,
          warrantyEndsOn: machine.warrantyEndsOn,
          serviceContractId: contractId ?? null,
          softwareVersion: machine.softwareVersion,
          ticketMachine: ticketMachineOf(seed.companySlug, machine),
        },
      ];
    });
    if (rows.length === 0) continue;
    await db
      .insert(installedMachine)
      .values(rows)
      .onConflictDoNothing({ target: [installedMachine.companyId, installedMachine.serialNumber] });
  }
}

/** True when no installed machine is stored yet (start-up seeds them into an existing database). */
export async function isInventoryEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: installedMachine.id }).from(installedMachine).limit(1);
  return rows.length === 0;
}
