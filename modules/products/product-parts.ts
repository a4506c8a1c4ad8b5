import { Injectable } from '@nestjs/common';
import type { PublicPartView } from '../product-information/product-information.contract.js';

export type ProductPartsSource = (productId: string, language: string) => Promise<PublicPartView[]>;

/**
 * SPEC §1: the spare parts a product page lists. The product information owns the parts and registers itself here
 * (it builds on the catalogue, so the catalogue cannot import it); without it a product lists none.
 */
@Injectable()
export class ProductParts {
  private source: ProductPartsSource | undefined;

  register(source: ProductPartsSource): void {
    this.source = source;
  }

  list(productId: string, language: string): Promise<PublicPartView[]> {
    return this.source ? this.source(productId, language) : Promise.resolve([]);
  }
}
