import type { ProductInfoPageDto } from '../../modules/product-information/product-information.dto.js';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { signedInUserAtom } from '../signed-in-user.atoms.js';

/**
 * SPEC §1: stock figures are for signed-in customers. The public page is cached alike for everyone, so once the
 * header knows the reader is signed in, the browser asks the product information (portal API) for the product's
 * parts; it answers only for customers whose company owns the product. Part id → stock, or null.
 */
export function useCustomerStock(productSlug: string | undefined): ReadonlyMap<string, number> | null {
  const signedIn = useAtomValue(signedInUserAtom).status === 'signed-in';
  const [stock, setStock] = useState<ReadonlyMap<string, number> | null>(null);
  useEffect(() => {
    if (!signedIn || !productSlug) return;
    let current = true;
    void (async () => {
      try {
        const response = await fetch(`/api/product-information/products/${encodeURIComponent(productSlug)}`, {
          headers: { accept: 'application/json' },
          credentials: 'same-origin',
        });
        if (!response.ok) return;
        const page = (await response.json()) as ProductInfoPageDto;
        if (current) setStock(new Map(page.parts.map((part) => [part.id, part.stock])));
      } catch {
        // Offline or refused: the public availability stays.
      }
    })();
    return () => {
      current = false;
    };
  }, [signedIn, productSlug]);
  return stock;
}
