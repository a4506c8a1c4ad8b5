import type { QuoteContactDto } from '../../modules/product-information/product-information.dto.js';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { QUOTE_CONTACT_PATH } from '../../modules/product-information/product-information.contract.js';
import { signedInUserAtom } from '../signed-in-user.atoms.js';

/**
 * Who sends the public pages' parts cart (SPEC §1, §6): a visitor with the contact form, or a signed-in customer
 * whose quote goes through the portal with their company. The pages are cached alike for everyone, so the browser
 * finds out: once the header knows the reader is signed in, it asks the portal who the quote would be for; the
 * portal answers only customers with the product information service. `checking` until it is known.
 */
export type QuoteSender = { kind: 'checking' } | { kind: 'visitor' } | { kind: 'customer'; contact: QuoteContactDto };

export function useQuoteSender(enabled: boolean): QuoteSender {
  const signedInStatus = useAtomValue(signedInUserAtom).status;
  const status = enabled ? signedInStatus : 'anonymous';
  const [contact, setContact] = useState<QuoteContactDto | null | undefined>(undefined);
  useEffect(() => {
    if (status !== 'signed-in') return;
    let current = true;
    void (async () => {
      let answer: QuoteContactDto | null = null;
      try {
        const response = await fetch(QUOTE_CONTACT_PATH, {
          headers: { accept: 'application/json' },
          credentials: 'same-origin',
          cache: 'no-store',
        });
        if (response.ok) answer = (await response.json()) as QuoteContactDto;
      } catch {
        // Offline or refused: the visitor's form stays.
      }
      if (current) setContact(answer);
    })();
    return () => {
      current = false;
    };
  }, [status]);
  if (status === 'loading') return { kind: 'checking' };
  if (status !== 'signed-in') return { kind: 'visitor' };
  if (contact === undefined) return { kind: 'checking' };
  return contact ? { kind: 'customer', contact } : { kind: 'visitor' };
}
