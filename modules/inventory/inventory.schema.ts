import { date, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../src/core/database/columns.js';
import { company } from '../identity-provider/identity.schema.js';
import { product, productVariant } from '../products/products.schema.js';

/**
 * A machine installed at a customer company (the asset database): a catalogue product (and
 * variant) with its serial number, location, dates, service contract and software version. It belongs to one company.
 */
export const installedMachine = pgTable(
  'installed_machine',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => company.id),
    serialNumber: text('serial_number').notNull(),
    productId: text('product_id')
      .notNull()
      .references(() => product.id),
    variantId: text('variant_id').references(() => productVariant.id, { onDelete: 'set null' }),
    /** Stable code of the site the machine stands at (the ticket form's location option of the same value). */
    locationCode: text('location_code').notNull(),
    locationLabel: text('location_label').notNull(),
    commissionedOn: date('commissioned_on', { mode: 'string' }).notNull(),
    warrantyEndsOn: date('warranty_ends_on', { mode: 'string' }).notNull(),
    /** The service-contract product (a catalogue service), when the machine has one. */
    serviceContractId: text('service_contract_id').references(() => product.id),
    softwareVersion: text('software_version').notNull().default(''),
    /** The machine's option value in the company's ticket form, when it has one. */
    ticketMachine: text('ticket_machine'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('installed_machine_company_serial_idx').on(t.companyId, t.serialNumber),
    index('installed_machine_product_idx').on(t.productId),
  ],
);

export type InstalledMachineRow = typeof installedMachine.$inferSelect;
export type NewInstalledMachineRow = typeof installedMachine.$inferInsert;
