// Browser-safe: the editor area's API keys screen lists the scopes a key may have.

/** What an API key may do (docs/content-authoring.md). */
export const API_KEY_SCOPES = ['content:read', 'content:write', 'catalogue:write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
