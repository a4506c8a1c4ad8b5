import type { ProductDataResponse } from './products.dto.js';

// Examples of the OpenAPI document (README § REST API), cut down from the demo content. Typed, so a change of the
// response shape fails the typecheck here too.

const IMAGE = { width: 1200, height: 900, mimeType: 'image/png', version: 'mifb3k2a' };

export const PRODUCT_DATA_EXAMPLE: ProductDataResponse = {
  sisCode: 'en-US',
  language: 'en',
  classifications: [
    {
      name: 'Crimping',
      slug: 'crimping',
      route: '/en/products/crimping',
      description: 'Crimp centers and presses for reliable terminations.',
      image: { id: 'img-crimp-center-0', alt: 'Illustration: crimp center', ...IMAGE },
      parentSlug: 'products',
      lineage: [
        { name: 'Products', slug: 'products', route: '/en/products' },
        { name: 'Crimping', slug: 'crimping', route: '/en/products/crimping' },
      ],
    },
  ],
  products: [
    {
      name: 'CrimpCenter 36',
      slug: 'crimpcenter-36',
      route: '/en/products/crimping/crimp-centers/crimpcenter-36',
      type: 'product',
      status: 'active',
      classification: { slug: 'crimp-centers', name: 'Crimp centers', route: '/en/products/crimping/crimp-centers' },
      brand: {
        id: 'schleuniger',
        name: 'Schleuniger',
        image: {
          url: '/api/images/brand-logo-schleuniger',
          alternativeText: 'Schleuniger',
          width: 304,
          height: 52,
        },
      },
      shortDescription:
        'The CrimpCenter 36 is a crimp center by Schleuniger, built for reliable output shift after shift.',
      contentLanguage: 'en',
      image: { id: 'img-crimp-center-1', alt: 'Illustration: crimp center', ...IMAGE },
      variantCount: 2,
      variants: [
        { id: 'prd-crimpcenter-36.v0', nameMetric: 'CrimpCenter 36 2', nameImperial: 'CrimpCenter 36 2' },
        { id: 'prd-crimpcenter-36.v1', nameMetric: 'CrimpCenter 36 4', nameImperial: 'CrimpCenter 36 4' },
      ],
    },
  ],
};
