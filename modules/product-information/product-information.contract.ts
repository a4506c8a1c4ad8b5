import type { InfoProductDto } from './product-information.dto.js';
import type { PartDetailDto } from './product-information.dto.js';
import type { ManualSummaryDto } from './product-information.dto.js';
import type { ProductInfoPageDto } from './product-information.dto.js';
// Wire shapes of the product information and the parts cart (SPEC §2.2, §3 Part, §4 parts
// cart): types and constants only, shared with the browser.

/** SPEC §3 Part detail: availabilityStatus, derived from stock and the availability in days. */
export const AVAILABILITY_STATUSES = ['in-stock', 'available-soon', 'on-request'] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];

/** Up to this many days a part out of stock is `available-soon`; beyond, `on-request`. */
export const AVAILABLE_SOON_DAYS = 14;

/** Bounds of a quote request: lines, quantity per line, the note. */
export const QUOTE_LIMITS = { maxLines: 50, maxQuantity: 999, maxNote: 2000 } as const;

/** SPEC §5-style messages of the quote request, shared by the API's validation and the cart panel. */
export const QUOTE_MESSAGES = {
  lines: `Add between 1 and ${QUOTE_LIMITS.maxLines} parts`,
  quantity: `Quantities must be whole numbers from 1 to ${QUOTE_LIMITS.maxQuantity}`,
  partId: 'Each line needs a valid part id',
  duplicate: 'Each part may appear only once',
  unknownPart: 'A part of the request does not exist or is not available to your company',
  note: `The note may have at most ${QUOTE_LIMITS.maxNote} characters`,
} as const;

export interface TopicSummary {
  /** The `topicid` of the route. */
  id: string;
  title: string;
}

export interface ManualDetail extends ManualSummaryDto {
  topics: TopicSummary[];
}

export interface TopicDetail extends TopicSummary {
  /** Rich text, sanitized on the server (allow-list) before it reaches the page. */
  html: string;
}

/** The product-information pages under `/{locale}/{portal}/product-information` (SPEC §2.2). */
export interface ProductInfoViewPayloads {
  products: { basePath: string; products: InfoProductDto[] };
  product: ProductInfoPageDto & { basePath: string; part: PartDetailDto | null };
  manual: { basePath: string; product: InfoProductDto; manual: ManualDetail };
  topic: { basePath: string; product: InfoProductDto; manual: ManualDetail; topic: TopicDetail };
  /** While the service-information upstream fails (issue 33): SPEC §8's apology. */
  unavailable: { basePath: string };
}

declare module '../routing/section-view.contract.js' {
  interface SectionViewPayloads {
    'product-information': ProductInfoViewPayloads;
  }
}

/**
 * A spare part as the public product page shows it (SPEC §1, §3): no stock figure or location (those are for
 * signed-in customers), the availability status and days only.
 */
export interface PublicPartView {
  id: string;
  articleNumber: string;
  name: string;
  availabilityStatus: AvailabilityStatus;
  availabilityDays: number;
  image: { id: string; alt: string } | null;
  productSlug: string;
  productName: string;
}

/** Where the public main site's parts cart sends a visitor's quote request (SPEC §1). */
export const VISITOR_QUOTE_REQUESTS_PATH = '/api/parts-quote-requests';

/** Where the browser sends the parts cart's quote request. */
export const QUOTE_REQUESTS_PATH = '/api/product-information/quote-requests';

/** Who a signed-in customer's quote request is for: asked by the public pages' parts cart (SPEC §1). */
export const QUOTE_CONTACT_PATH = '/api/product-information/quote-contact';

/** SPEC §7.8 local storage key of the parts cart. */
export const PARTS_CART_STORAGE_KEY = 'uapp-parts-cart';
