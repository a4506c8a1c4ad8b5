import './layout.css';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { Breadcrumbs } from './components/Breadcrumbs.js';
import { DraftPreviewBar } from './components/DraftPreviewBar.js';
import { LanguageBanner } from './components/LanguageBanner.js';
import { PageUiStateReset } from './components/PageUiStateReset.js';
import { NewsFeedPanelOnFirstUse, ShareModalOnFirstUse } from './components/panels-on-first-use.js';
import { SideButtons } from './components/SideButtons.js';
import { SiteFooter } from './components/SiteFooter.js';
import { SiteHeader } from './components/SiteHeader.js';
import { ComparisonBasket } from './comparison/ComparisonBasket.js';
import { PartsCartPanel } from './parts-cart/PartsCartPanel.js';
import { ConsentBanner, ConsentEffect } from './consent/ConsentBanner.js';
import { isAppArea, layoutOf } from './layout-data.js';
import { coverHeroAtom, stickyAnchorNavigationAtom } from './page-ui.atoms.js';
import { useTranslation } from './use-translation.js';

export default function Layout({ children }: { children: ReactNode }) {
  const pageContext = usePageContext();
  const { t } = useTranslation();
  const layout = layoutOf(pageContext);
  const appArea = isAppArea(pageContext);
  // SPEC §2.4 theme override and 404 flag are the page's own and come from the server with each page: the layout's
  // theme (a brand's theme on its product pages, else the page's, else the site's) and the 404 render of the
  // error page. Each route change brings a new layout, so neither outlives its page.
  const theme = layout?.theme ?? 'Default';
  const pageTitle = (pageContext.data as { title?: string } | undefined)?.title ?? '';
  // SPEC §2.4 page-level UI state the layout answers to: the breadcrumbs lie on a cover hero, and the header stays
  // at the top above a sticky anchor navigation.
  const coverHero = useAtomValue(coverHeroAtom);
  const anchorNavigation = useAtomValue(stickyAnchorNavigationAtom).length > 0;
  return (
    <div
      className={`app theme-${theme}${layout?.site.enableCutFont ? ' cut-font' : ''}`}
      data-cover-hero={coverHero ? '' : undefined}
      data-anchor-navigation={anchorNavigation ? '' : undefined}
      data-app-area={appArea ? '' : undefined}
    >
      <a className="skip-link" href="#main">
        {t('site.skipToContent')}
      </a>
      {/* Early in the document so the keyboard reaches it first; fixed at the bottom of the screen (SPEC §2.1). */}
      {layout && <ConsentBanner layout={layout} />}
      {/* SPEC §3 header options: a page may hide the header; the skip link still leads to main. */}
      {layout ? (
        !layout.header.hidden && <SiteHeader layout={layout} />
      ) : (
        <header className="site-header">
          <a className="logo" href="/" aria-label={t('header.home')}>
            <span aria-hidden="true">KUDEX</span>
          </a>
        </header>
      )}
      {layout?.isEditor && <DraftPreviewBar layout={layout} />}
      {layout && <LanguageBanner unavailableLanguage={layout.unavailableLanguage} />}
      {layout && <Breadcrumbs items={layout.breadcrumbs} />}
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      {layout && <SideButtons layout={layout} pageTitle={pageTitle} docked={appArea} />}
      <ShareModalOnFirstUse />
      {layout && <NewsFeedPanelOnFirstUse />}
      {layout?.site.slug === null && <ComparisonBasket layout={layout} />}
      {/* SPEC §1, §6: the visitors' parts cart, on the public main site only (portal pages mount the customers'). */}
      {layout?.site.slug === null && !appArea && <PartsCartPanel publicSite />}
      <SiteFooter layout={layout} />
      <PageUiStateReset />
      <ConsentEffect />
    </div>
  );
}
