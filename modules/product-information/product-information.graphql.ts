import { graphqlLanguage } from '../service-information/index.js';
import type { TicketsGraphqlContext, TicketsGraphqlExtension } from '../tickets/index.js';
import type { ProductInformationPort } from './product-information.port.js';

/**
 * The product information's part of the customer schema at /api/tickets-proxy (SPEC §7.6 service information,
 * issue 33): what its pages show, for the products the signed-in user's company owns (internal employees: all).
 * availabilityStatus is the API's (in-stock, available-soon, on-request).
 */
const typeDefs = /* GraphQL */ `
  type InfoProduct {
    id: ID!
    slug: String!
    name: String!
    "Image id for GET /api/images/{id}"
    imageId: String
    manualCount: Int!
    partCount: Int!
  }
  type InfoManualSummary {
    id: ID!
    title: String!
    kind: String!
    topicCount: Int!
  }
  type InfoPart {
    id: ID!
    name: String!
    articleNumber: String!
    stock: Int!
    availabilityDays: Int!
    location: String!
    availabilityStatus: String!
    productSlug: String!
    productName: String!
  }
  type InfoPartImage {
    id: String!
    alt: String!
  }
  type InfoPartDetail {
    id: ID!
    name: String!
    articleNumber: String!
    stock: Int!
    availabilityDays: Int!
    location: String!
    availabilityStatus: String!
    productSlug: String!
    productName: String!
    availabilityText: String!
    description: String!
    image: InfoPartImage
  }
  type InfoProductPage {
    product: InfoProduct!
    manuals: [InfoManualSummary!]!
    parts: [InfoPart!]!
  }
  type InfoTopicSummary {
    id: ID!
    title: String!
  }
  type InfoManual {
    id: ID!
    title: String!
    kind: String!
    topicCount: Int!
    topics: [InfoTopicSummary!]!
  }
  "html: rich text, sanitized with an allow-list"
  type InfoTopic {
    id: ID!
    title: String!
    html: String!
  }
  type InfoProductManual {
    product: InfoProduct!
    manual: InfoManual!
  }
  type InfoManualTopic {
    product: InfoProduct!
    manual: InfoManual!
    topic: InfoTopic!
  }
  extend type Query {
    "The products of the user's company (all for internal employees), texts in language (else the request's)."
    infoProducts(language: String): [InfoProduct!]!
    "A product with its manuals and parts list; another company's is a 404 like a missing one."
    infoProduct(slug: String!, language: String): InfoProductPage!
    infoManual(productId: ID!, manualId: ID!, language: String): InfoProductManual!
    infoTopic(productId: ID!, manualId: ID!, topicId: ID!, language: String): InfoManualTopic!
    infoPart(id: ID!, language: String): InfoPartDetail!
  }
`;

type Lang = { language?: string | null };

export function productInformationGraphql(info: ProductInformationPort): TicketsGraphqlExtension {
  type Ctx = TicketsGraphqlContext;
  const lang = (args: Lang, ctx: Ctx) => graphqlLanguage(args.language, ctx.language);
  return {
    typeDefs,
    resolvers: {
      Query: {
        infoProducts: (_: unknown, args: Lang, ctx: Ctx) => info.products(ctx.user, lang(args, ctx)),
        infoProduct: (_: unknown, args: Lang & { slug: string }, ctx: Ctx) =>
          info.productPage(ctx.user, lang(args, ctx), args.slug),
        infoManual: (_: unknown, args: Lang & { productId: string; manualId: string }, ctx: Ctx) =>
          info.manual(ctx.user, lang(args, ctx), args.productId, args.manualId),
        infoTopic: (_: unknown, args: Lang & { productId: string; manualId: string; topicId: string }, ctx: Ctx) =>
          info.topic(ctx.user, lang(args, ctx), args.productId, args.manualId, args.topicId),
        infoPart: (_: unknown, args: Lang & { id: string }, ctx: Ctx) => info.part(ctx.user, lang(args, ctx), args.id),
      },
    },
  };
}
