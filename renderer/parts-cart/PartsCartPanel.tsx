import { useAtom, useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { loadFormStrings } from '../../i18n/dictionary-loader.js';
import { Icon } from '../components/Icon.js';
import { loadOnFirstUse } from '../components/load-on-first-use.js';
import { partsCartPanelOpenAtom } from '../page-ui.atoms.js';
import { useTranslation } from '../use-translation.js';
import type { Confirmation } from './CartDialog.js';
import { cartAnnouncementAtom, cartCountAtom } from './parts-cart.atoms.js';

// The dialog, its contact fields, the contact form's rules and the forms' strings are fetched the first time the cart
// opens (and from a pointer over the cart button, a moment earlier), so no page's first load carries them (issue 32).
const cartDialog = loadOnFirstUse(() => import('./CartDialog.js').then((module) => module.CartDialog));

/**
 * The parts cart (SPEC §2.4 parts cart panel, §4): the floating cart button, and a dialog with
 * the cart's lines, a quantity per line (0 removes it), and 'request a quote', which sends the cart with the
 * user's company. Focus moves into the dialog, stays there and returns to the button when it closes. On the public
 * main site (`publicSite`, SPEC §1, §6) a visitor adds their contact details, checked by the contact form's rules,
 * while a signed-in customer sends it through the portal with their company, as on the portal's own pages.
 */
export function PartsCartPanel({ publicSite = false }: { publicSite?: boolean }) {
  const { t, language } = useTranslation();
  const [open, setOpen] = useAtom(partsCartPanelOpenAtom);
  const count = useAtomValue(cartCountAtom);
  const announcement = useAtomValue(cartAnnouncementAtom);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  // The dialog shows the contact fields: it renders once the forms' strings are there (a failed download is tried
  // again the next time the cart opens).
  const [formStrings, setFormStrings] = useState(false);
  const prepareDialog = useCallback(() => {
    cartDialog.preload();
    loadFormStrings(language).then(
      () => setFormStrings(true),
      () => undefined,
    );
  }, [language]);
  useEffect(() => {
    if (open) prepareDialog();
  }, [open, prepareDialog]);
  return (
    <>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {(count > 0 || confirmation) && (
        <button
          type="button"
          className="parts-cart-button"
          aria-haspopup="dialog"
          onPointerEnter={prepareDialog}
          onClick={() => setOpen(true)}
        >
          <Icon name="Cart" size={16} />
          {t('partsCart.button', { count })}
        </button>
      )}
      {open && (
        <cartDialog.Component
          wanted={formStrings}
          publicSite={publicSite}
          confirmation={confirmation}
          onConfirmed={setConfirmation}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
