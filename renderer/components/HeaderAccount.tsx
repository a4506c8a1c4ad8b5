import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId, useRef, useState } from 'react';
import type { CustomerAreaLinks, LayoutData } from '../../modules/routing/layout.contract.js';
import type { SignedInUserResponseDto } from '../../modules/portal-auth/portal.dto.js';
import { loadSignedInUserAtom, signedInUserAtom } from '../signed-in-user.atoms.js';
import { useTranslation } from '../use-translation.js';
import { Icon } from './Icon.js';

export interface HeaderAccountProps {
  layout: LayoutData;
}

/**
 * The way into the customer portal, in the header of every site that has one. Anonymous in the
 * HTML of public pages (cached and shared: it must never name anyone), it asks who is signed in after hydration and
 * then shows that user with a menu. Portal pages (never cached) know their user from the server.
 */
export function HeaderAccount({ layout }: HeaderAccountProps) {
  const links = layout.customerArea;
  const serverUser = layout.signedInUser ?? null;
  const state = useAtomValue(signedInUserAtom);
  const load = useSetAtom(loadSignedInUserAtom);
  const setState = useSetAtom(signedInUserAtom);
  const mayAsk = links !== null && serverUser === null;

  // Once per page load, after hydration: the first render is the same for every visitor. A portal page's user is
  // remembered instead, so a client navigation on to a public page shows them at once.
  useEffect(() => {
    if (serverUser)
      setState({ status: 'signed-in', user: { fullName: serverUser.fullName, initials: serverUser.initials } });
    else if (mayAsk) void load();
  }, [serverUser, mayAsk, load, setState]);

  const user = serverUser ?? (state.status === 'signed-in' ? state.user : null);
  if (user) return <AccountMenu user={user} links={links} logoutHref={links?.logoutHref ?? serverUser!.logoutHref} />;
  if (!links) return null;
  return <SignInLink href={links.href} />;
}

function SignInLink({ href }: { href: string }) {
  const { t } = useTranslation();
  // The portal home sends a visitor to the provider's sign-in form and back: a full page load, not a client route.
  return (
    <a className="header-account-sign-in" href={href} rel="external">
      <Icon name="Login" size={16} />
      <span className="header-account-portal">{t('header.account.portal')}</span>
      <span className="header-account-action">{t('header.account.signIn')}</span>
    </a>
  );
}

interface AccountMenuProps {
  user: SignedInUserResponseDto;
  links: CustomerAreaLinks | null;
  logoutHref: string;
}

/** A disclosure (button + list of links): Escape or focus leaving closes it; Escape gives focus back to the button. */
function AccountMenu({ user, links, logoutHref }: AccountMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  // A click outside closes the menu.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    <div
      ref={rootRef}
      className={open ? 'header-account open' : 'header-account'}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          triggerRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (open && next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        className="header-account-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <span className="header-account-avatar" aria-hidden="true">
          {user.initials}
        </span>
        <span className="header-account-name">{user.fullName}</span>
        <Icon name="ChevronDown" size={16} />
      </button>
      <div id={panelId} className="header-account-panel" hidden={!open}>
        <p className="header-account-signed-in">{t('header.account.signedInAs', { name: user.fullName })}</p>
        <ul>
          {links && (
            <li>
              <a href={links.href}>{t('header.account.portal')}</a>
            </li>
          )}
          {links && (
            <li>
              <a href={links.accountHref}>{t('header.account.settings')}</a>
            </li>
          )}
          <li>
            {/* A server route that ends the session and redirects to the provider: no client-side navigation. */}
            <a href={logoutHref} rel="external">
              {t('header.account.signOut')}
            </a>
          </li>
        </ul>
      </div>
    </div>
  );
}
