/** A rendered page as the page cache keeps it. */
export interface RenderedPage {
  statusCode: number;
  headers: [string, string][];
  body: string;
  etag: string;
  /**
   * The page said it is for this visitor alone (its data hook set `Cache-Control: private`, e.g. an unlocked
   * protected page): never stored in the page cache and sent `private, no-store`.
   */
  private?: boolean;
}
