import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import type { ChunkingContext } from 'rolldown';
import { dictionaryParts } from './i18n/dictionary-parts.plugin.js';
import { minifyClientAgain } from './scripts/minify-client.plugin.js';

/** Pages a visitor rarely needs: their code stays in their own chunks, out of the chunk every page loads. */
const RARE_PAGES = /[\\/]pages[\\/](style-guide|preview-password|_error)(?:[\\/]|$)/;
/** Up to this size (bytes, before minifying) a module shared by lazy chunks joins the one `shared` chunk. */
const SMALL_MODULE_BYTES = 4096;
/**
 * The public sections' own code (catalogue, stories, media releases, search). Not renderer/: the lazy panels (share,
 * news feed, suggestions, comparison basket) share its modules, and grouping those would load one panel's code with
 * another's first use.
 */
const PUBLIC_SHARED = /[\\/]pages[\\/](products|search|stories|media-releases|product-information)[\\/]/;
/**
 * What the catalogue's pages share with the comparison panels (the measurement choice, the status labels, the
 * availability cells) and with the portal (the data table) also joins the public sections' shared chunk: not a
 * request of its own on catalogue pages.
 */
const CATALOGUE_SHARED =
  /[\\/](renderer[\\/]comparison[\\/](measurement\.atoms|labels)|pages[\\/]product-information[\\/]part-cells|renderer[\\/]components[\\/]DataTable)\./;
/**
 * The form modules and what the parts cart's dialog shares with them (the contact fields' rules, the bot check). The
 * dialog's own code is a chunk of its own, fetched with this one when the cart first opens: a page with a form does
 * not carry it.
 */
const FORMS = /[\\/](renderer[\\/]content[\\/]forms|modules[\\/]forms)[\\/.]/;
const NODE_MODULES = /[\\/]node_modules[\\/]/;
const everyPagesPath = new Map<string, boolean>();
/** The error page's view: a public page (every 404) whose common parts (its texts, the flash message) join `app`. */
const ERROR_PAGE_VIEW = /[\\/]pages[\\/]_error[\\/]\+Page\./;
/**
 * Whether a module is imported statically from an entry or the error page's view, through no other module of a rare
 * page: what a common page (and the renderer) may need at load time. Not what only the style guide, the preview
 * password page or a protected page's password form imports. Memoized for the build's one chunking pass (a cycle
 * counts as no).
 */
function importedOnEveryPagesPath(id: string, ctx: ChunkingContext): boolean {
  if (ERROR_PAGE_VIEW.test(id)) return true;
  const known = everyPagesPath.get(id);
  if (known !== undefined) return known;
  everyPagesPath.set(id, false);
  const info = ctx.getModuleInfo(id);
  const result =
    !RARE_PAGES.test(id) &&
    !!info &&
    (info.isEntry || info.importers.some((importer) => importedOnEveryPagesPath(importer, ctx)));
  everyPagesPath.set(id, result);
  return result;
}
// Stylesheets are left to Vike's own chunk group (its workaround for Vite's CSS duplication).
const isScript = (id: string) => !id.endsWith('.css');

export default defineConfig({
  plugins: [vike(), dictionaryParts(), minifyClientAgain()],
  // React's automatic JSX runtime through Vite's own transform (no Babel plugin needed).
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  build: { target: 'es2022' },
  environments: {
    client: {
      build: {
        // Source maps only for looking into the chunks (bench/chunk-sources.mjs), never in a build that is served.
        sourcemap: process.env.UAPP_CLIENT_SOURCEMAP === '1',
        rolldownOptions: {
          output: {
            // What every page needs at load time ($initial) comes in two chunks, the libraries and our own code,
            // instead of some twenty small ones: a page asks for at most a handful of scripts (issue 32). Code a
            // page loads later (portal, editor, sections) keeps Rolldown's automatic chunks.
            codeSplitting: {
              groups: [
                {
                  name: (id, ctx) => (importedOnEveryPagesPath(id, ctx) ? 'framework' : null),
                  debugName: 'framework',
                  test: (id) => NODE_MODULES.test(id) && isScript(id),
                  tags: ['$initial'],
                  priority: 4,
                },
                {
                  // Not what only a rare page imports (the error page's password form, the style guide's table): that
                  // is $initial too (those pages are entries), but joins their own chunks.
                  name: (id, ctx) => (importedOnEveryPagesPath(id, ctx) ? 'app' : null),
                  debugName: 'app',
                  test: (id) => !RARE_PAGES.test(id) && isScript(id),
                  tags: ['$initial'],
                  priority: 3,
                },
                // The forms' code, loaded with a page that has a form or when the parts cart opens.
                {
                  name: 'forms',
                  test: (id) => FORMS.test(id) && isScript(id),
                  priority: 2,
                },
                // Small modules that the public sections' chunks share (a card, the pagination, a status label)
                // come in one chunk rather than one request each: a product page asked for five of them.
                {
                  name: 'public-shared',
                  test: (id) => (PUBLIC_SHARED.test(id) || CATALOGUE_SHARED.test(id)) && isScript(id),
                  minShareCount: 2,
                  maxModuleSize: SMALL_MODULE_BYTES,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    },
  },
});
