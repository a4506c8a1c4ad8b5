import type { NavigationLinkDto } from './navigation.dto.js';
import type { MarketingLogoSectionDto } from './navigation.dto.js';
import type { FooterNavigationDto } from './navigation.dto.js';
import type { SiteNavigationResponseDto } from './navigation.dto.js';
import { type LinkContext, classifyLink, normalizeLink } from '../../src/shared/links.js';
import { pagePath } from '../content/index.js';
import type { NavigationItemRow } from './navigation.schema.js';

export interface TreeOptions {
  siteId: string;
  language: string;
  editor: boolean;
  /** Country of the current locale; `ALL` for international locales (then only items without countries). */
  country: string;
  link: LinkContext;
  /** Published slugs of pages that items link to. */
  pageSlugs: Map<string, { parentSlug: string; slug: string }>;
  warn: (message: string) => void;
  /** SPEC §3 footer theme of the site (a page may name its own, see the page layout). */
  footerTheme: string;
}

/** Draft rows replace published rows with the same id (editors previewing drafts). */
export function overlayDrafts(rows: NavigationItemRow[]): NavigationItemRow[] {
  const drafts = new Map(rows.filter((r) => r.stage === 'DRAFT').map((r) => [r.id, r]));
  return rows.filter((r) => r.stage === 'DRAFT' || !drafts.has(r.id));
}

/** SPEC §5: items for other countries are skipped; hidden items only for editors. */
export function isVisible(row: NavigationItemRow, options: Pick<TreeOptions, 'editor' | 'country'>): boolean {
  if (row.hidden && !options.editor) return false;
  if (row.countries.length === 0) return true;
  return options.country !== 'ALL' && row.countries.includes(options.country);
}

function hrefOf(
  row: NavigationItemRow,
  options: TreeOptions,
): { href: string; type: NavigationLinkDto['type'] } | undefined {
  if (row.pageId) {
    const slugs = options.pageSlugs.get(row.pageId);
    if (!slugs) return undefined;
    return {
      href: pagePath(options.link.localeUrlCode, options.link.siteSlug ?? null, slugs.parentSlug, slugs.slug),
      type: 'internal',
    };
  }
  if (!row.url) return undefined;
  const classified = classifyLink(row.url);
  if (classified.type === 'refused') return undefined;
  return { href: normalizeLink(row.url, options.link), type: classified.type };
}

function toLink(
  row: NavigationItemRow,
  options: TreeOptions,
  children: NavigationLinkDto[],
): NavigationLinkDto | undefined {
  const target = hrefOf(row, options);
  if (!target && (row.url || row.pageId)) {
    // An empty or refused link: SPEC §5 skips the item.
    options.warn(`navigation item ${row.id} (${row.language}) has an unusable link and is skipped`);
    return undefined;
  }
  if (!target && children.length === 0 && row.kind === 'link' && row.sections.length === 0) {
    options.warn(`navigation item ${row.id} (${row.language}) has no URL`);
  }
  return {
    id: row.id,
    title: row.title,
    href: target?.href ?? '',
    type: target?.type ?? 'internal',
    target: row.target,
    linkText: row.linkText,
    breadcrumbOverride: row.breadcrumbOverride,
    hidden: row.hidden,
    children: row.hideSubItems ? [] : children,
    marketingTitle: row.marketingTitle,
    marketingDescription: row.marketingDescription,
    // Links inside sections and teasers go through the same normaliser; refused ones are dropped.
    sections: row.sections.map((section) => ({
      title: section.title,
      links: section.links
        .map((l) => ({ text: l.text, url: normalizeLink(l.url, options.link) }))
        .filter((l) => l.url !== ''),
    })),
    teaser: row.teaser ? { ...row.teaser, url: normalizeLink(row.teaser.url, options.link) } : null,
    pageId: row.pageId,
  };
}

function buildLevel(
  rows: NavigationItemRow[],
  parentId: string | null,
  options: TreeOptions,
  depth = 0,
): NavigationLinkDto[] {
  if (depth > 4) return [];
  return rows
    .filter((r) => r.parentId === parentId && r.kind !== 'marketing-logo')
    .flatMap((row) => {
      const link = toLink(row, options, buildLevel(rows, row.id, options, depth + 1));
      return link ? [link] : [];
    });
}

/** Builds the header and footer navigation of one site and language from its (stage-overlaid) rows. */
export function buildNavigation(allRows: NavigationItemRow[], options: TreeOptions): SiteNavigationResponseDto {
  const rows = overlayDrafts(allRows).filter((row) => isVisible(row, options));
  const header = rows.filter((r) => r.area === 'header');
  const footer = rows.filter((r) => r.area === 'footer');
  const logoRow = header.find((r) => r.kind === 'marketing-logo');
  const logoTarget = logoRow ? hrefOf(logoRow, options) : undefined;
  const marketingLogo: MarketingLogoSectionDto | null = logoRow
    ? {
        title: logoRow.marketingTitle ?? logoRow.title,
        description: logoRow.marketingDescription,
        href: logoTarget?.href ?? '',
        imageUrl: logoRow.teaser?.imageUrl ?? null,
      }
    : null;
  const contactRow = footer.find((r) => r.kind === 'contact' && r.parentId === null);
  const footerNavigation: FooterNavigationDto = {
    theme: options.footerTheme,
    sections: footer
      .filter((r) => r.kind === 'section' && r.parentId === null)
      .map((section) => ({ id: section.id, title: section.title, links: buildLevel(footer, section.id, options) }))
      .filter((section) => section.links.length > 0),
    contactLink: contactRow ? (toLink(contactRow, options, []) ?? null) : null,
  };
  return {
    siteId: options.siteId,
    language: options.language,
    header: { items: buildLevel(header, null, options), marketingLogo },
    footer: footerNavigation,
  };
}

/** A home item for the synthetic country `ALL`: editors only (SPEC §6 "country-all home items"). */
const EDITOR_HOME_COUNTRY = 'ALL';

/**
 * SPEC §5 home page resolution: the home item of the country, else the universal one. SPEC §6: editors also see
 * home items for country `ALL` (a home page in preparation), after their country's and before the universal one;
 * visitors never get them, not even in an international locale (whose country is `ALL` too).
 */
export function chooseHomeItem(
  rows: NavigationItemRow[],
  country: string,
  editor = false,
): NavigationItemRow | undefined {
  const homes = rows.filter((r) => r.area === 'home' && r.pageId);
  const forCountry = country === EDITOR_HOME_COUNTRY ? undefined : homes.find((r) => r.countries.includes(country));
  const forEditors = editor ? homes.find((r) => r.countries.includes(EDITOR_HOME_COUNTRY)) : undefined;
  return forCountry ?? forEditors ?? homes.find((r) => r.countries.length === 0);
}
