// The parts cart's dialog (PartsCartPanel.tsx): a chunk of its own, fetched when the cart is first opened.
import type { QuoteRequestConfirmationDto } from '../../modules/product-information/product-information.dto.js';
import { useAtomValue, useSetAtom } from 'jotai';
import { type FormEvent, useCallback, useId, useRef, useState } from 'react';
import {
  QUOTE_LIMITS,
  QUOTE_REQUESTS_PATH,
  VISITOR_QUOTE_REQUESTS_PATH,
} from '../../modules/product-information/product-information.contract.js';
import { botToken, prepareBotProtection } from '../content/forms/bot-protection.js';
import { Icon } from '../components/Icon.js';
import { ModalShell } from '../components/ModalShell.js';
import { useTranslation } from '../use-translation.js';
import { quoteLines } from './parts-cart.js';
import { VisitorContactFields, useVisitorContact } from './VisitorContactFields.js';
import { useQuoteSender } from './use-quote-contact.js';
import {
  cartAnnouncementAtom,
  clearCartAtom,
  partsCartAtom,
  removeFromCartAtom,
  setCartQuantityAtom,
} from './parts-cart.atoms.js';

type Sending = { state: 'idle' } | { state: 'sending' } | { state: 'failed'; message: string };

/** A visitor's confirmation has no company (SPEC §1); a customer's names theirs. */
export type Confirmation = Omit<QuoteRequestConfirmationDto, 'companyName' | 'createdAt'> & { companyName?: string };

async function sendQuoteRequest(body: unknown, path: string): Promise<Confirmation> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as Partial<QuoteRequestConfirmationDto> & {
    message?: string;
  };
  if (!response.ok || !answer.number) throw new Error(answer.message ?? `Request failed (Code: ${response.status})`);
  return answer as Confirmation;
}

interface CartDialogProps {
  publicSite: boolean;
  confirmation: Confirmation | null;
  onConfirmed: (confirmation: Confirmation | null) => void;
  onClose: () => void;
}

export function CartDialog({ publicSite, confirmation, onConfirmed, onClose }: CartDialogProps) {
  const { t, language } = useTranslation();
  const contact = useVisitorContact();
  // Off the public site the cart is the portal's: its user is signed in.
  const sender = useQuoteSender(publicSite);
  const visitor = publicSite && sender.kind === 'visitor';
  const checking = publicSite && sender.kind === 'checking';
  const cart = useAtomValue(partsCartAtom);
  const setQuantity = useSetAtom(setCartQuantityAtom);
  const remove = useSetAtom(removeFromCartAtom);
  const clear = useSetAtom(clearCartAtom);
  const setAnnouncement = useSetAtom(cartAnnouncementAtom);
  const [note, setNote] = useState('');
  const [sending, setSending] = useState<Sending>({ state: 'idle' });
  const panelRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const noteId = useId();
  const close = useCallback(() => onClose(), [onClose]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (checking) return;
    if (visitor && !contact.validate()) {
      // The errors render first; then focus goes to the first invalid field, as in the contact form.
      requestAnimationFrame(() => panelRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setSending({ state: 'sending' });
    try {
      const body = { lines: quoteLines(cart), ...(note.trim() ? { note } : {}) };
      const answer = visitor
        ? await sendQuoteRequest(
            { ...body, ...contact.payload(), locale: language, recaptchaToken: await botToken() },
            VISITOR_QUOTE_REQUESTS_PATH,
          )
        : await sendQuoteRequest(body, QUOTE_REQUESTS_PATH);
      if (visitor) contact.reset();
      clear();
      setNote('');
      onConfirmed(answer);
      setAnnouncement(t('partsCart.sent', { number: answer.number }));
      setSending({ state: 'idle' });
      panelRef.current?.focus();
    } catch (error) {
      setSending({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <ModalShell
      onClose={close}
      dialogRef={panelRef}
      className="parts-cart-panel side-panel at-right"
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <h2 id={titleId}>{t('partsCart.title')}</h2>
      {confirmation && (
        <div className="parts-cart-confirmation" role="status">
          <p>
            <strong>{t('partsCart.sent', { number: confirmation.number })}</strong>
          </p>
          {confirmation.companyName && <p>{t('partsCart.sentDetail', { company: confirmation.companyName })}</p>}
          <ul>
            {confirmation.lines.map((line) => (
              <li key={line.articleNumber}>
                {line.quantity} × {line.name} ({line.articleNumber})
              </li>
            ))}
          </ul>
        </div>
      )}
      {cart.parts.length === 0 ? (
        !confirmation && <p>{t('partsCart.empty')}</p>
      ) : (
        <form onSubmit={(event) => void submit(event)}>
          <ul className="parts-cart-lines">
            {cart.parts.map((entry) => (
              <li key={entry.key} className="parts-cart-line">
                <span className="parts-cart-name">
                  {entry.raw.name}
                  <span className="document-meta">
                    {entry.articleNumber} · {entry.raw.productName}
                  </span>
                </span>
                <label className="parts-cart-quantity">
                  {t('partsCart.quantityOf', { name: entry.raw.name })}
                  <input
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={QUOTE_LIMITS.maxQuantity}
                    step={1}
                    value={entry.quantity}
                    onChange={(event) => {
                      // SPEC §4: 0 or below removes the part; an emptied field waits for a number.
                      if (event.target.value === '') return;
                      setQuantity({ key: entry.key, quantity: Number(event.target.value) });
                      if (Number(event.target.value) <= 0) panelRef.current?.focus();
                    }}
                  />
                </label>
                <button
                  type="button"
                  className="icon-button"
                  onClick={() => {
                    remove(entry.key);
                    panelRef.current?.focus();
                  }}
                >
                  <Icon name="Close" size={16} label={t('partsCart.remove', { name: entry.raw.name })} />
                </button>
              </li>
            ))}
          </ul>
          <label htmlFor={noteId}>{t('partsCart.note')}</label>
          <textarea
            id={noteId}
            maxLength={QUOTE_LIMITS.maxNote}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          {visitor && (
            <fieldset className="parts-cart-contact" onFocus={prepareBotProtection}>
              <legend>{t('partsCart.contact')}</legend>
              <VisitorContactFields contact={contact} />
            </fieldset>
          )}
          {publicSite && sender.kind === 'customer' && (
            <fieldset className="parts-cart-contact">
              <legend>{t('partsCart.contact')}</legend>
              <p>
                {t('partsCart.customerContact', {
                  company: sender.contact.companyName,
                  name: sender.contact.contactName,
                  email: sender.contact.contactEmail,
                })}
              </p>
            </fieldset>
          )}
          {sending.state === 'failed' && (
            <p className="notice" role="alert">
              {t('partsCart.failed')} <code>{sending.message}</code>
            </p>
          )}
          <button type="submit" className="button" disabled={checking || sending.state === 'sending'}>
            {t('partsCart.requestQuote')}
          </button>
        </form>
      )}
      <button type="button" className="modal-close" onClick={close}>
        <Icon name="Close" size={16} label={t('dialog.close')} />
      </button>
    </ModalShell>
  );
}
