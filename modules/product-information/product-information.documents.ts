// The operations the graphql adapter sends: the product information's part of the customer schema
// (product-information.graphql.ts).

const PRODUCT = 'id slug name imageId manualCount partCount';
const PART = 'id name articleNumber stock availabilityDays location availabilityStatus productSlug productName';
const MANUAL = 'id title kind topicCount topics { id title }';

export const INFO_PRODUCTS = /* GraphQL */ `
  query InfoProducts($language: String) { infoProducts(language: $language) { ${PRODUCT} } }
`;

export const INFO_PRODUCT = /* GraphQL */ `
  query InfoProduct($slug: String!, $language: String) {
    infoProduct(slug: $slug, language: $language) {
      product { ${PRODUCT} } manuals { id title kind topicCount } parts { ${PART} }
    }
  }
`;

export const INFO_MANUAL = /* GraphQL */ `
  query InfoManual($productId: ID!, $manualId: ID!, $language: String) {
    infoManual(productId: $productId, manualId: $manualId, language: $language) {
      product { ${PRODUCT} } manual { ${MANUAL} }
    }
  }
`;

export const INFO_TOPIC = /* GraphQL */ `
  query InfoTopic($productId: ID!, $manualId: ID!, $topicId: ID!, $language: String) {
    infoTopic(productId: $productId, manualId: $manualId, topicId: $topicId, language: $language) {
      product { ${PRODUCT} } manual { ${MANUAL} } topic { id title html }
    }
  }
`;

export const INFO_PART = /* GraphQL */ `
  query InfoPart($id: ID!, $language: String) {
    infoPart(id: $id, language: $language) { ${PART} availabilityText description image { id alt } }
  }
`;
