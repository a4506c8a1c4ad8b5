import { createSectionViews, lazySectionModule } from '../../renderer/section-views.js';

/**
 * The views module of each section the page tables answer (`<feature>.pages.ts`, modules/routing/page-table.ts),
 * keyed by `SectionView.section`. Each is loaded with `import()`, so it is a chunk of its own: a page ships the
 * JavaScript and CSS of the section it shows and no other. The path before it is the same module's (its key in the
 * build manifest, from which the server links the chunk's CSS). How a feature adds a section: docs/sections.md.
 */
export const sectionViews = createSectionViews({
  'api-keys': lazySectionModule('pages/api-keys/ApiKeysView.tsx', () => import('../api-keys/ApiKeysView.js')),
  account: lazySectionModule('pages/account/AccountView.tsx', () => import('../account/AccountView.js')),
  catalogue: lazySectionModule('pages/products/CatalogueView.tsx', () => import('../products/CatalogueView.js')),
  'content-editor': lazySectionModule(
    'pages/content-editor/ContentEditorView.tsx',
    () => import('../content-editor/ContentEditorView.js'),
  ),
  editor: lazySectionModule('pages/editor/EditorView.tsx', () => import('../editor/EditorView.js')),
  feedback: lazySectionModule('pages/feedback/FeedbackView.tsx', () => import('../feedback/FeedbackView.js')),
  invitation: lazySectionModule('pages/invitation/InvitationView.tsx', () => import('../invitation/InvitationView.js')),
  inventory: lazySectionModule('pages/inventory/InventoryView.tsx', () => import('../inventory/InventoryView.js')),
  'media-releases': lazySectionModule(
    'pages/media-releases/MediaReleasesView.tsx',
    () => import('../media-releases/MediaReleasesView.js'),
  ),
  'navigation-editor': lazySectionModule(
    'pages/navigation-editor/NavigationEditorView.tsx',
    () => import('../navigation-editor/NavigationEditorView.js'),
  ),
  'product-information': lazySectionModule(
    'pages/product-information/ProductInformationView.tsx',
    () => import('../product-information/ProductInformationView.js'),
  ),
  portal: lazySectionModule('pages/portal/PortalView.tsx', () => import('../portal/PortalView.js')),
  search: lazySectionModule('pages/search/SearchView.tsx', () => import('../search/SearchView.js')),
  'service-desk': lazySectionModule(
    'pages/service-desk/ServiceDeskView.tsx',
    () => import('../service-desk/ServiceDeskView.js'),
  ),
  stories: lazySectionModule('pages/stories/StoriesView.tsx', () => import('../stories/StoriesView.js')),
  translations: lazySectionModule(
    'pages/translations/TranslationsView.tsx',
    () => import('../translations/TranslationsView.js'),
  ),
  tickets: lazySectionModule('pages/tickets/TicketsView.tsx', () => import('../tickets/TicketsView.js')),
  'user-admin': lazySectionModule('pages/user-admin/UserAdminView.tsx', () => import('../user-admin/UserAdminView.js')),
  'wire-flow': lazySectionModule('pages/wire-flow/WireFlowView.tsx', () => import('../wire-flow/WireFlowView.js')),
});
