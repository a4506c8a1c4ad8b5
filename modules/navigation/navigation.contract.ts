// Types only: pages import these with `import type`, so this file must not import server code.

/** A section of a mega-menu panel: a heading with links. */
export type NavigationSection = { title: string; links: { text: string; url: string }[] };
/** The content teaser card of a mega-menu panel. */
export type ContentTeaserCard = { title: string; text: string; url: string; imageUrl?: string; imageAlt?: string };

/** One link of the navigation as the layout renders it; `href` is already normalised (src/shared/links.ts). */
export interface NavigationLink {
  id: string;
  title: string;
  /** Normalised target: an in-app path (`/de-ch/about`), an external URL, or `action:open-news-feed-panel`. */
  href: string;
  /** How the link behaves (see classifyLink): in-app navigation, a plain anchor, or a named action. */
  type: 'internal' | 'anchor' | 'action';
  target: '_self' | '_blank';
  linkText: string | null;
  breadcrumbOverride: string | null;
  /** Only editors ever receive hidden items; the UI marks them. */
  hidden: boolean;
  /** Children of a first-level item (empty when `hideSubItems` is set). */
  children: NavigationLink[];
  marketingTitle: string | null;
  marketingDescription: string | null;
  sections: NavigationSection[];
  teaser: ContentTeaserCard | null;
  /** The page this item links to, when it is a page link (breadcrumbs follow these). */
  pageId: string | null;
}

export interface MarketingLogoSection {
  title: string;
  description: string | null;
  href: string;
  imageUrl: string | null;
}

export interface FooterNavigation {
  theme: string;
  sections: { id: string; title: string; links: NavigationLink[] }[];
  contactLink: NavigationLink | null;
}

/** GET /api/site-navigation/{public|editor}/{siteId}?lang= — SPEC §7.3. */
export interface SiteNavigationResponse {
  siteId: string;
  language: string;
  header: { items: NavigationLink[]; marketingLogo: MarketingLogoSection | null };
  footer: FooterNavigation;
}
