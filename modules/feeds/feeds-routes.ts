import { RequestMethod } from '@nestjs/common';
import { FEEDS_FOLDER, FEED_KINDS, type FeedKind } from './feeds.contract.js';

/** The routes the app keeps out of the global `api` prefix (src/app/app.ts). */
export const FEED_ROUTES = [{ path: `${FEEDS_FOLDER}/:locale/:file`, method: RequestMethod.GET }];

/** `stories.xml` → `stories`; undefined for any other name. */
export function parseFeedFile(file: string): FeedKind | undefined {
  const kind = file.endsWith('.xml') ? file.slice(0, -4) : '';
  return (FEED_KINDS as readonly string[]).includes(kind) ? (kind as FeedKind) : undefined;
}
