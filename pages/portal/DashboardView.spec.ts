import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import type { PageContext } from 'vike/types';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadDictionary } from '../../i18n/dictionary-loader.js';
import type { ServiceStatus } from '../../modules/identity-provider/identity.contract.js';
import type { PortalAccess, PortalServiceId } from '../../modules/portal-auth/portal-services.contract.js';
import { DashboardView, type DashboardViewProps } from './DashboardView.js';

const CARL = { firstName: 'Carl', fullName: 'Carl Carlsen', initials: 'CC' };

/** What `servicesFromRoles` gives a user without roles (pages may not import it; its own spec covers it). */
const NO_ROLES: PortalAccess = {
  services: {
    equipmentInsight: 'unregistered',
    serviceTickets: 'unregistered',
    inventory: 'unregistered',
    userAdmin: 'unregistered',
    wireFlow: 'unregistered',
    wireMind: 'unregistered',
    wireMindMasterData: 'unregistered',
    learningHub: 'unregistered',
    productInformation: 'unregistered',
    parts: 'unregistered',
  },
  isDelegatedAdminInternal: false,
  isDelegatedAdminExternal: false,
  wireFlowUserType: 'cloud',
};

type RenderOptions = Partial<DashboardViewProps> & {
  services?: Partial<Record<PortalServiceId, ServiceStatus>>;
  onprem?: boolean;
};

function render({ services, onprem, ...props }: RenderOptions, urlPathname = '/en/portal'): string {
  const view = createElement(DashboardView, {
    user: CARL,
    access: {
      ...NO_ROLES,
      services: { ...NO_ROLES.services, ...services },
      wireFlowUserType: onprem ? 'onprem' : 'cloud',
    },
    basePath: urlPathname,
    ...props,
  });
  const pageContext = { urlPathname } as unknown as PageContext;
  return renderToStaticMarkup(createElement(VikeReactProviderPageContext, { pageContext, children: view }));
}

/** The text of the first match of `pattern` in `html`, tags removed (no DOM here: the unit tier runs in Node). */
function text(html: string | undefined, pattern: RegExp): string | undefined {
  const match = html === undefined ? null : pattern.exec(html);
  return match ? match[1]!.replace(/<[^>]*>/g, '') : undefined;
}

/** Each tile as the user reads it: heading, link target, status line and detail. */
function tiles(html: string) {
  return [...html.matchAll(/<li class="portal-tile[^"]*" data-status="(\w+)">(.*?)<\/li>/g)].map(([, , tile]) => ({
    title: text(tile, /<h3[^>]*>(.*?)<\/h3>/),
    href: text(tile, /<a href="([^"]*)"/),
    status: text(tile, /<p class="portal-tile-status">(.*?)<\/p>/),
    ...(tile!.includes('portal-tile-detail') ? { detail: text(tile, /<p class="portal-tile-detail">(.*?)<\/p>/) } : {}),
  }));
}

describe(DashboardView.name, () => {
  beforeAll(async () => {
    await Promise.all([loadDictionary('en'), loadDictionary('de')]);
  });

  it('greets the user by name beside an initials avatar hidden from screen readers', () => {
    const html = render({});
    expect(text(html, /<h1>(.*?)<\/h1>/)).toBe('Hello, Carl');
    expect(html).toContain('<span class="portal-avatar" aria-hidden="true">CC</span>');
  });

  it('links an agent to the service desk, and nobody else', () => {
    expect(render({ serviceDeskAgent: true })).toContain('<a href="/en/portal/service-desk">Service desk</a>');
    expect(render({})).not.toContain('service-desk');
  });

  it('shows carl his tickets and inventory as active links and every other service without one', () => {
    const html = render({ services: { serviceTickets: 'active', inventory: 'active' } });
    expect(tiles(html)).toEqual([
      { title: 'Equipment insight', href: undefined, status: 'Status: Not registered' },
      { title: 'Service tickets', href: '/en/portal/tickets/list', status: 'Status: Active' },
      { title: 'Inventory', href: '/en/portal/inventory', status: 'Status: Active' },
      { title: 'User administration', href: undefined, status: 'Status: Not registered' },
      { title: 'WIRE Flow', href: undefined, status: 'Status: Not registered' },
      { title: 'WIRE Mind', href: undefined, status: 'Status: Not registered' },
      { title: 'WIRE Mind master data', href: undefined, status: 'Status: Not registered' },
      { title: 'Learning hub', href: undefined, status: 'Status: Not registered' },
      { title: 'Product information', href: undefined, status: 'Status: Not registered' },
      { title: 'Parts', href: undefined, status: 'Status: Not registered' },
    ]);
  });

  it('names the list of tiles by its heading', () => {
    const html = render({});
    const id = /<ul class="portal-tiles" aria-labelledby="([^"]+)">/.exec(html)?.[1];
    expect(id).toBeDefined();
    expect(html).toContain(`<h2 id="${id}" class="portal-services-heading">Your services</h2>`);
  });

  it('shows the learning-hub invitation and the on-premises WIRE Flow edition of bea', () => {
    const services = { serviceTickets: 'active', learningHub: 'invited', wireFlow: 'active' } as const;
    const bea = tiles(
      render({ services, onprem: true, user: { firstName: 'Bea', fullName: 'Bea Berg', initials: 'BB' } }),
    );
    expect(bea.find((tile) => tile.title === 'WIRE Flow')).toEqual({
      title: 'WIRE Flow',
      href: '/en/portal/wire-flow',
      status: 'Status: Active',
      detail: 'On premises',
    });
    expect(bea.find((tile) => tile.title === 'Learning hub')).toEqual({
      title: 'Learning hub',
      href: undefined,
      status: 'Status: Invited',
    });
  });

  const LINKS = {
    equipmentInsight: 'https://insight.example.com',
    wireMind: 'https://mind.example.com',
    wireMindMasterData: 'https://mind.example.com/master-data',
    learningHub: 'https://learn.example.com',
  };

  it('links the active applications outside this site to their configured addresses, and parts to its page', () => {
    const services = {
      equipmentInsight: 'active',
      wireMind: 'active',
      wireMindMasterData: 'active',
      learningHub: 'invited',
      productInformation: 'active',
      parts: 'active',
    } as const;
    const hrefs = Object.fromEntries(tiles(render({ services, links: LINKS })).map((tile) => [tile.title, tile.href]));
    expect(hrefs).toMatchObject({
      'Equipment insight': 'https://insight.example.com',
      'WIRE Mind': 'https://mind.example.com',
      'WIRE Mind master data': 'https://mind.example.com/master-data',
      'Learning hub': 'https://learn.example.com',
      'Product information': '/en/portal/product-information',
      Parts: '/en/portal/product-information',
    });
  });

  it('shows pending, expired and unregistered applications without a link even when their address is set', () => {
    const services = { equipmentInsight: 'pending', learningHub: 'inviteexpired' } as const;
    const all = tiles(render({ services, links: LINKS }));
    expect(all.filter((tile) => tile.href !== undefined)).toEqual([]);
    expect(all[0]).toEqual({ title: 'Equipment insight', href: undefined, status: 'Status: Pending' });
  });

  it('speaks the page language and links under the given customer area', () => {
    const html = render({ services: { userAdmin: 'active' } }, '/de/portal');
    expect(text(html, /<h1>(.*?)<\/h1>/)).toBe('Hallo, Carl');
    expect(tiles(html)[3]).toEqual({
      title: 'Benutzerverwaltung',
      href: '/de/portal/user-admin',
      status: 'Status: Aktiv',
    });
  });

  it('falls back to the full name and leaves out an empty avatar', () => {
    const html = render({ user: { firstName: '', fullName: 'Ivan Ivanov', initials: '' } });
    expect(text(html, /<h1>(.*?)<\/h1>/)).toBe('Hello, Ivan Ivanov');
    expect(html).not.toContain('portal-avatar');
  });
});
