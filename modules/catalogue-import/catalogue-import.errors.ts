import { defineErrors } from '../../src/core/errors/index.js';

export const CatalogueImportErrors = defineErrors({
  /** Not `{"rows": […]}`, an array or NDJSON; or more rows than one import takes. */
  BadCatalogueImport: { status: 400, message: (problem: string) => problem },
});

/** Why one row was refused (reported with its line; the other rows go on). */
export class RowRejected extends Error {}
