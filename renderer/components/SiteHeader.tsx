import type { NavigationLinkDto } from '../../modules/navigation/navigation.dto.js';
import { useAtom } from 'jotai';
import { useEffect, useId, useRef } from 'react';
import type { LayoutData } from '../../modules/routing/layout.contract.js';
import { mobileMenuOpenAtom, openMegaMenuAtom } from '../page-ui.atoms.js';
import { useHydrated } from '../content/forms/use-hydrated.js';
import { useTranslation } from '../use-translation.js';
import { HeaderAccount } from './HeaderAccount.js';
import { HeaderSearch } from './HeaderSearch.js';
import { Icon } from './Icon.js';
import { LanguageCountrySwitcher } from './LanguageCountrySwitcher.js';
import { NavLink } from './NavLink.js';
import { NewsFeedButton } from './news-feed/NewsFeedButton.js';

export interface SiteHeaderProps {
  layout: LayoutData;
}

/** Header with the first-level navigation, keyboard-accessible mega menus and the marketing logo section. */
export function SiteHeader({ layout }: SiteHeaderProps) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useAtom(mobileMenuOpenAtom);
  const [openItem, setOpenItem] = useAtom(openMegaMenuAtom);
  const navRef = useRef<HTMLElement>(null);
  // Until the page is hydrated (and for ever without JavaScript) the menus are plain links and disclosures.
  const hydrated = useHydrated();
  const homeHref = '/' + [layout.locale.urlCode, ...(layout.site.slug ? [layout.site.slug] : [])].join('/');
  const logo = layout.navigation.header.marketingLogo;

  // A click outside the navigation closes an open mega menu.
  useEffect(() => {
    if (!openItem) return;
    const onPointerDown = (event: PointerEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) setOpenItem(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openItem, setOpenItem]);

  return (
    <header className={`site-header header-theme-${layout.header.theme}`}>
      {/* A utility bar above the navigation row, first in reading and tab order as on screen. */}
      <div className="header-tools">
        <HeaderSearch layout={layout} />
        <NewsFeedButton />
        <LanguageCountrySwitcher layout={layout} />
        <HeaderAccount layout={layout} />
      </div>
      <a className="logo" href={homeHref} aria-label={t('header.home')}>
        <span aria-hidden="true">KUDEX</span>
      </a>
      {logo && (
        <a className="marketing-logo" href={logo.href || homeHref}>
          {/* SPEC §2.4, §9: the section's logo image in the marketing logo size; the title names the link. */}
          {logo.imageUrl && (
            <img className="marketing-logo-image" src={logo.imageUrl} width={304} height={52} alt="" decoding="async" />
          )}
          <strong>{logo.title}</strong>
          {logo.description && <span>{logo.description}</span>}
        </a>
      )}
      {hydrated ? (
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="main-navigation"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon name={menuOpen ? 'Close' : 'Menu'} size={16} />
          {menuOpen ? t('header.menu.close') : t('header.menu.open')}
        </button>
      ) : (
        // Without JavaScript the toggle is a link to the navigation, which CSS shows as the :target.
        <a className="menu-toggle" href="#main-navigation">
          <Icon name="Menu" size={16} />
          {t('header.menu.open')}
        </a>
      )}
      <nav
        id="main-navigation"
        ref={navRef}
        aria-label={t('header.nav.label')}
        className={menuOpen ? 'main-nav open' : 'main-nav'}
      >
        <ul className="nav-level-1">
          {layout.navigation.header.items.map((item) => (
            <NavigationItem
              key={item.id}
              item={item}
              open={openItem === item.id}
              onToggle={(open) => setOpenItem(open ? item.id : null)}
              hiddenLabel={t('header.hiddenBadge')}
              hydrated={hydrated}
            />
          ))}
        </ul>
      </nav>
    </header>
  );
}

interface NavigationItemProps {
  item: NavigationLinkDto;
  open: boolean;
  onToggle: (open: boolean) => void;
  hiddenLabel: string;
  hydrated: boolean;
}

function NavigationItem({ item, open, onToggle, hiddenLabel, hydrated }: NavigationItemProps) {
  const panelId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const hasPanel = item.children.length > 0 || item.sections.length > 0 || item.teaser !== null;
  const badge = item.hidden ? <span className="badge">{hiddenLabel}</span> : null;
  if (!hasPanel) {
    return (
      <li>
        <NavLink link={item} className="nav-link">
          {item.title}
          {badge}
        </NavLink>
      </li>
    );
  }
  const close = () => {
    onToggle(false);
    triggerRef.current?.focus();
  };
  const panel = (
    <div
      id={panelId}
      className="mega-menu"
      hidden={hydrated ? !open : undefined}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          close();
        }
      }}
    >
      <div className="mega-menu-intro">
        {item.marketingTitle && <p className="mega-menu-title">{item.marketingTitle}</p>}
        {item.marketingDescription && <p>{item.marketingDescription}</p>}
        {item.href && (
          <NavLink link={item} className="mega-menu-overview">
            {item.linkText ?? item.title}
          </NavLink>
        )}
      </div>
      {item.children.length > 0 && (
        <ul className="mega-menu-links">
          {item.children.map((child) => (
            <li key={child.id}>
              <NavLink link={child}>
                {child.title}
                {child.hidden ? <span className="badge">{hiddenLabel}</span> : null}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
      {item.sections.map((section) => (
        <div className="mega-menu-section" key={section.title}>
          <p className="mega-menu-section-title">{section.title}</p>
          <ul>
            {section.links.map((link) => (
              <li key={link.url}>
                <NavLink link={{ href: link.url, type: 'internal', target: '_self', title: link.text }} />
              </li>
            ))}
          </ul>
        </div>
      ))}
      {item.teaser && (
        <a className="teaser-card" href={item.teaser.url}>
          <strong>{item.teaser.title}</strong>
          <span>{item.teaser.text}</span>
        </a>
      )}
    </div>
  );
  if (!hydrated) {
    // Without JavaScript a disclosure opens the same panel.
    return (
      <li className="has-panel">
        <details className="nav-disclosure">
          <summary className="nav-link">
            {item.title}
            {badge}
            <Icon name="ChevronDown" size={16} />
          </summary>
          {panel}
        </details>
      </li>
    );
  }
  return (
    <li
      className={open ? 'has-panel open' : 'has-panel'}
      onBlur={(event) => {
        // Focus leaving the item (tabbing on to the next top-level item, or back before the trigger) closes its
        // menu; focus going nowhere (a click on the page) is the pointer handler's case.
        const next = event.relatedTarget;
        if (open && next instanceof Node && !event.currentTarget.contains(next)) onToggle(false);
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        className="nav-link"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onToggle(!open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            onToggle(true);
            requestAnimationFrame(() =>
              document.getElementById(panelId)?.querySelector<HTMLElement>('a, button')?.focus(),
            );
          }
          if (event.key === 'Escape') close();
        }}
      >
        {item.title}
        {badge}
        <Icon name="ChevronDown" size={16} />
      </button>
      {panel}
    </li>
  );
}
