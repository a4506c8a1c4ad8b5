// Browser-safe: the editor area's API keys screen lists the scopes a key may have.

/**
 * What an API key may do (docs/content-authoring.md). `content:render` is a rendering instance's key (headless mode,
 * issue 33): it reads what `content:read` reads, with the rendering budget instead of an integrator's rate limit.
 */
export const API_KEY_SCOPES = ['content:read', 'content:write', 'catalogue:write', 'content:render'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Whether `scopes` allow what `scope` names: `content:render` includes reading. */
export function grantsScope(scopes: readonly ApiKeyScope[], scope: ApiKeyScope): boolean {
  return scopes.includes(scope) || (scope === 'content:read' && scopes.includes('content:render'));
}
