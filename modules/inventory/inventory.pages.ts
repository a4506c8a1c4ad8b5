import { Inject, Injectable } from '@nestjs/common';
import { dictionaryFor } from '../../i18n/index.js';
import type { UserProfile } from '../identity-provider/index.js';
import {
  PRODUCT_INFORMATION_PORT,
  ProductInformationService,
  type ProductInformationPort,
} from '../product-information/index.js';
import {
  type PageContext,
  type SectionResult,
  definePages,
  orFallbackOn,
  page,
  sectionViewResult,
  unavailableViewResult,
} from '../routing/index.js';
import { SERVICE_INFORMATION_UNAVAILABLE } from '../service-information/index.js';
import { TicketsService } from '../tickets/index.js';
import { INVENTORY_PORT, type InventoryPort } from './inventory.port.js';
import { InventoryService } from './inventory.service.js';

export const INVENTORY_SEGMENT = 'inventory';

/** The section's name in the page's language: the document title of every inventory view. */
const titleIn = (language: string): string => dictionaryFor(language)['inventory.title'];

/**
 * The inventory pages: `inventory` (search, filters, sort, paging) and `inventory/old` (a plain table of every
 * machine) under the customer area. Without the asset-database role: 403. A bad query string: 400 (the service's
 * DomainError).
 */
@Injectable()
export class InventoryPages {
  constructor(
    @Inject(INVENTORY_PORT) private readonly inventory: InventoryPort,
    @Inject(PRODUCT_INFORMATION_PORT) private readonly productInformation: ProductInformationPort,
  ) {}

  private static readonly access = {
    portal: {
      service: InventoryService.canUse,
      refused: () => ({
        kind: 'forbidden' as const,
        message: 'The asset database (inventory) is not active for this user',
      }),
    },
  };

  readonly table = definePages('inventory', [
    page({
      pattern: `/${INVENTORY_SEGMENT}`,
      access: InventoryPages.access,
      load: (ctx) =>
        orUnavailable(ctx.basePath, ctx.locale.language, async () => {
          const { viewer, locale } = ctx;
          const query = InventoryService.parseQuery(new URLSearchParams(ctx.search));
          // At once: with an upstream source (issue 33) each is a call to it.
          const [base, result, options] = await Promise.all([
            this.base(ctx),
            this.inventory.list(viewer, query, locale.language),
            this.inventory.filterOptions(viewer, locale.language),
          ]);
          return sectionViewResult('inventory', 'list', titleIn(locale.language), { ...base, result, query, options });
        }),
    }),
    page({
      pattern: `/${INVENTORY_SEGMENT}/old`,
      access: InventoryPages.access,
      load: (ctx) =>
        orUnavailable(ctx.basePath, ctx.locale.language, async () => {
          const query = InventoryService.parseQuery(new URLSearchParams(ctx.search));
          const [base, items] = await Promise.all([
            this.base(ctx),
            this.inventory.all(ctx.viewer, query, ctx.locale.language),
          ]);
          return sectionViewResult('inventory', 'old', titleIn(ctx.locale.language), { ...base, items });
        }),
    }),
  ]);

  /** What both views show around the machines. */
  private async base({ viewer, basePath, locale }: PageContext<object, UserProfile>) {
    return {
      basePath,
      localePrefix: `/${locale.urlCode}`,
      canUseTickets: TicketsService.canUse(viewer),
      partsLists: await this.partsLists(viewer, locale.language),
    };
  }

  /**
   * The products whose parts list this user can open (the link showed for every machine and mostly answered 404,
   * or 403 without the product-information role).
   */
  private async partsLists(user: UserProfile, language: string): Promise<string[]> {
    if (!ProductInformationService.canUse(user)) return [];
    return (await this.productInformation.products(user, language)).map((product) => product.slug);
  }
}

/** The page, or SPEC §8's apology while the service-information upstream fails (issue 33). */
function orUnavailable(basePath: string, language: string, load: () => Promise<SectionResult>): Promise<SectionResult> {
  return orFallbackOn(
    SERVICE_INFORMATION_UNAVAILABLE,
    () => unavailableViewResult('inventory', 'unavailable', titleIn(language), { basePath }),
    load,
  );
}
