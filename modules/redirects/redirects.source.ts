import type { UpstreamGraphql } from '../../src/core/http-client/index.js';

export interface RedirectTarget {
  target: string;
  /** 410: the page was deleted (target ''). */
  statusCode: 301 | 302 | 410;
}

/**
 * The redirects port (issue 33, SPEC §7.4 redirects where previousUrl is in a list): what rendering reads.
 * RedirectsLookup is the builtin adapter.
 */
export interface RedirectsSource {
  /** The redirect for a full path (with locale prefix, without query), or null. */
  find(siteId: string, path: string): Promise<RedirectTarget | null>;
}

export const REDIRECTS_SOURCE = Symbol('RedirectsSource');

const REDIRECTS_QUERY = `query Redirects($siteId: String!, $previousUrls: [String!]!) {
  redirects(siteId: $siteId, previousUrls: $previousUrls) { previousUrl target statusCode }
}`;

/**
 * The upstream's redirect table. Not cached here: it is asked only for a path no page lives at (an answer that is
 * never page-cached), and each move on the upstream changes it at once; untagged, as the builtin's entries are.
 */
export class GraphqlRedirectsSource implements RedirectsSource {
  constructor(private readonly upstream: UpstreamGraphql) {}

  async find(siteId: string, path: string): Promise<RedirectTarget | null> {
    // A list, not a nullable field: the upstream client takes an all-null answer for an error (SPEC §7.6).
    const { redirects } = await this.upstream.request<{ redirects: (RedirectTarget & { previousUrl: string })[] }>(
      REDIRECTS_QUERY,
      { siteId, previousUrls: [path] },
    );
    const found = redirects.find((redirect) => redirect.previousUrl === path);
    return found ? { target: found.target, statusCode: found.statusCode } : null;
  }
}
