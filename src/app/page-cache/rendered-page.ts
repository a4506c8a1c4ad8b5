/** A rendered page as the page cache keeps it. */
export interface RenderedPage {
  statusCode: number;
  headers: [string, string][];
  body: string;
  etag: string;
}
