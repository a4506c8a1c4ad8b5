import { describe, expect, it } from 'vitest';
import { CONTENT_MODULE_DECLARATIONS } from '../../modules/content/content-module-declarations.contract.js';
import { validateContentModuleInput } from '../../modules/content/content-module-inputs.js';
import { BRAND_SITES, brandHomeExtras, brandSitePages } from '../../seed/content/brand-sites.data.js';
import { MAIN_HOME_EXTRAS, MAIN_PAGE_DRAFTS, MAIN_PAGES, sitePages } from '../../seed/content/pages.data.js';
import { PRIVACY_PAGE } from '../../seed/content/privacy-page.data.js';

const TYPES: string[] = Object.keys(CONTENT_MODULE_DECLARATIONS);

describe('the demo content', () => {
  /** Every stored module of the seed's pages (they keep them under `modules`, per language). */
  function seedModules(): Record<string, unknown>[] {
    const found: Record<string, unknown>[] = [];
    const visit = (value: unknown): void => {
      if (!value || typeof value !== 'object') return;
      if (Array.isArray(value)) return value.forEach(visit);
      for (const [key, child] of Object.entries(value)) {
        if (key === 'modules' && Array.isArray(child)) found.push(...(child as Record<string, unknown>[]));
        else visit(child);
      }
    };
    visit([MAIN_PAGES, MAIN_PAGE_DRAFTS, PRIVACY_PAGE, sitePages('main', 'Main', ['en', 'de']), brandSitePages()]);
    found.push(...Object.values(MAIN_HOME_EXTRAS).flatMap((modules) => modules ?? []));
    for (const { siteId } of BRAND_SITES)
      found.push(...brandHomeExtras(siteId, 'en'), ...brandHomeExtras(siteId, 'de'));
    return found.filter((module) => TYPES.includes(module.type as string));
  }

  it('is what the input classes accept, so an editor can save it back unchanged', async () => {
    const modules = seedModules();
    expect(modules.length).toBeGreaterThan(50);
    for (const module of modules) expect(await validateContentModuleInput(module), String(module.type)).toEqual([]);
  });
});
