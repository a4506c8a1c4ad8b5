import { useAtom } from 'jotai';
import { mobileMenuOpenAtom } from './page-ui.atoms.js';
import { useTranslation } from './use-translation.js';

export function Header() {
  const { t, language } = useTranslation();
  const [menuOpen, setMenuOpen] = useAtom(mobileMenuOpenAtom);
  const home = `/${language}`;
  return (
    <header className="site-header">
      <a className="logo" href={home} aria-label={t('header.home')}>
        <span aria-hidden="true">KUDEX</span>
      </a>
      <button
        type="button"
        className="menu-toggle"
        aria-expanded={menuOpen}
        aria-controls="main-navigation"
        onClick={() => setMenuOpen((open) => !open)}
      >
        {menuOpen ? t('header.menu.close') : t('header.menu.open')}
      </button>
      <nav id="main-navigation" aria-label={t('header.nav.label')} className={menuOpen ? 'main-nav open' : 'main-nav'}>
        <ul>
          <li>
            <a href={`${home}/products`}>{t('header.nav.products')}</a>
          </li>
          <li>
            <a href={`${home}/services`}>{t('header.nav.services')}</a>
          </li>
          <li>
            <a href={`${home}/smart-factory`}>{t('header.nav.smartFactory')}</a>
          </li>
          <li>
            <a href={`${home}/stories`}>{t('header.nav.stories')}</a>
          </li>
        </ul>
      </nav>
    </header>
  );
}
