import { IMAGE_ID } from './images.service.js';
import type { ImageOriginalsSource } from './image-originals.source.js';

/**
 * The media-library part of the content schema (issue 33): what a rendering instance's image endpoint needs to know of
 * an image before it renders one (UpstreamImageOriginals), without its bytes. docs/api.md § Media images.
 */
export const mediaImageTypeDefs = /* GraphQL */ `
  type MediaImage {
    id: ID!
    "The stored type, e.g. image/png (SVG is passed through unresized)."
    mimeType: String!
    "Changes with every write of the image (new alternative texts included): the \`v\` of /api/images/{id} URLs."
    version: String!
  }

  extend type Query {
    "An image of the media library; null when there is none with that id. Bytes: GET /api/content/images/{id}/original."
    mediaImage(id: ID!): MediaImage
  }
`;

/** The part, ready to be merged into the content schema (ContentGraphql.extend); `originals` is this instance's own. */
export function mediaImageGraphqlPart(originals: ImageOriginalsSource) {
  return {
    typeDefs: mediaImageTypeDefs,
    resolvers: {
      Query: {
        mediaImage: async (_: unknown, args: { id: string }) => {
          if (!IMAGE_ID.test(args.id)) return null;
          const meta = await originals.describe(args.id);
          return meta ? { id: args.id, ...meta } : null;
        },
      },
    },
  };
}
