// The operations the graphql adapter sends: the inventory's part of the customer schema (inventory.graphql.ts).

const PRODUCT = 'slug name route';
const OPTION = 'value label';
const MACHINE =
  `id serialNumber product { ${PRODUCT} } variant location { ${OPTION} } commissionedOn warrantyEndsOn ` +
  `serviceContract { ${PRODUCT} } softwareVersion ticketMachine`;

// Fields in the order of the builtin answer (an answer keeps the selection's order): the page's payload is then the
// same bytes on a rendering instance as on the source (issue 33).
export const INVENTORY_LIST = /* GraphQL */ `
  query InventoryList($query: InventoryQuery, $language: String) {
    inventory(query: $query, language: $language) { items { ${MACHINE} } total page pageSize }
  }
`;

export const INVENTORY_ALL = /* GraphQL */ `
  query InventoryAll($query: InventoryQuery, $language: String) {
    inventoryExport(query: $query, language: $language) { ${MACHINE} }
  }
`;

export const INVENTORY_FILTER_OPTIONS = /* GraphQL */ `
  query InventoryFilterOptions($language: String) {
    inventoryFilterOptions(language: $language) { locations { ${OPTION} } products { ${OPTION} } }
  }
`;

export const INSTALLED_MACHINE = /* GraphQL */ `
  query InstalledMachine($id: ID!, $language: String) { installedMachine(id: $id, language: $language) { ${MACHINE} } }
`;
