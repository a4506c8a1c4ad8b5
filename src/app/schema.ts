// The one schema index drizzle-kit and the database client read; each module owns its tables.
export * from '../../modules/locales/locales.schema.js';
export * from '../../modules/sites/sites.schema.js';
export * from '../../modules/content/content.schema.js';
export * from '../../modules/brands/brands.schema.js';
export * from '../../modules/navigation/navigation.schema.js';
export * from '../../modules/redirects/redirects.schema.js';
export * from '../../modules/search-index/search-index.schema.js';
export * from '../../modules/forms/forms.schema.js';
export * from '../../modules/stories/stories.schema.js';
export * from '../../modules/media-releases/media-releases.schema.js';
export * from '../../modules/news-feed/news-feed.schema.js';
export * from '../../modules/files/files.schema.js';
export * from '../../modules/products/products.schema.js';
export * from '../../modules/identity/identity.schema.js';
export * from '../../modules/identity/portal-session.schema.js';
export * from '../../modules/tickets/tickets.schema.js';
