/** The editors' draft proxy (SPEC §7.3): the content schema, DRAFT by default (modules/content-api). */
export const DRAFT_PROXY_ENDPOINT = '/api/hygraph-draft-proxy';
