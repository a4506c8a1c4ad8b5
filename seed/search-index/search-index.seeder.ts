import { searchIndexState } from '../../modules/search-index/search-index.schema.js';
import type { Database } from '../../src/core/database/database.js';

/**
 * The seed changes content without the app's services, so it marks the index for a rebuild: the next start-up
 * builds it from every registered source (SearchIndexer.onApplicationBootstrap).
 */
export async function resetSearchIndex(db: Database): Promise<void> {
  await db.delete(searchIndexState);
}
