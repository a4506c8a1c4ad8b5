import { graphqlLanguage } from '../service-information/index.js';
import type { TicketsGraphqlContext, TicketsGraphqlExtension } from '../tickets/index.js';
import type { InventoryPort } from './inventory.port.js';
import { InventoryService } from './inventory.service.js';

/**
 * The inventory's part of the customer schema at /api/tickets-proxy (SPEC §7.6 service information, issue 33): what
 * the inventory pages and API show, for the signed-in user's company only (the port's rules, as the API's).
 */
const typeDefs = /* GraphQL */ `
  type InventoryProduct {
    slug: String!
    name: String!
    "Catalogue route without the locale, if it is shown"
    route: String
  }
  type InventoryOption {
    value: String!
    label: String!
  }
  "One installed machine; dates are ISO YYYY-MM-DD."
  type InstalledMachine {
    id: ID!
    serialNumber: String!
    product: InventoryProduct!
    variant: String!
    location: InventoryOption!
    commissionedOn: String!
    warrantyEndsOn: String!
    serviceContract: InventoryProduct
    softwareVersion: String!
    ticketMachine: String
  }
  type InventoryPage {
    items: [InstalledMachine!]!
    total: Int!
    page: Int!
    pageSize: Int!
  }
  type InventoryFilterOptions {
    locations: [InventoryOption!]!
    products: [InventoryOption!]!
  }
  "The list's parameters as /api/inventory takes them (sort like serial-asc); validated alike (400 with a message)."
  input InventoryQuery {
    search: String
    location: String
    product: String
    sort: String
    page: Int
    pageSize: Int
  }
  extend type Query {
    "One page of the company's installed machines; product names in language (else the request's)."
    inventory(query: InventoryQuery, language: String): InventoryPage!
    "Every machine the query matches, unpaged (at most 10000)."
    inventoryExport(query: InventoryQuery, language: String): [InstalledMachine!]!
    inventoryFilterOptions(language: String): InventoryFilterOptions!
    "One machine of the company; another company's is a 404 like a missing one."
    installedMachine(id: ID!, language: String): InstalledMachine!
  }
`;

interface QueryInput {
  search?: string | null;
  location?: string | null;
  product?: string | null;
  sort?: string | null;
  page?: number | null;
  pageSize?: number | null;
}

/** The input checked by the API's own rules: the same 400s with the same messages. */
function queryOf(input: QueryInput | null | undefined) {
  const params = new URLSearchParams();
  const set = (name: string, value: string | number | null | undefined) => {
    if (value !== null && value !== undefined) params.set(name, String(value));
  };
  set('q', input?.search);
  set('location', input?.location);
  set('product', input?.product);
  set('sort', input?.sort);
  set('page', input?.page);
  set('pageSize', input?.pageSize);
  return InventoryService.parseQuery(params, { allowPageSize: true });
}

export function inventoryGraphql(inventory: InventoryPort): TicketsGraphqlExtension {
  type Ctx = TicketsGraphqlContext;
  type Args = { query?: QueryInput | null; language?: string | null };
  return {
    typeDefs,
    resolvers: {
      Query: {
        inventory: (_: unknown, args: Args, ctx: Ctx) =>
          inventory.list(ctx.user, queryOf(args.query), graphqlLanguage(args.language, ctx.language)),
        inventoryExport: (_: unknown, args: Args, ctx: Ctx) =>
          inventory.all(ctx.user, queryOf(args.query), graphqlLanguage(args.language, ctx.language)),
        inventoryFilterOptions: (_: unknown, args: { language?: string | null }, ctx: Ctx) =>
          inventory.filterOptions(ctx.user, graphqlLanguage(args.language, ctx.language)),
        installedMachine: (_: unknown, args: { id: string; language?: string | null }, ctx: Ctx) =>
          inventory.machine(ctx.user, args.id, graphqlLanguage(args.language, ctx.language)),
      },
    },
  };
}
