/** A failed user-admin call: the API's message and request id for the 'Technical details' (SPEC §8). */
export class UserAdminCallError extends Error {
  constructor(
    readonly status: number,
    readonly body: { code?: string; message?: string; requestId?: string; userId?: string | null },
  ) {
    super(body.message ?? `Request failed (Code: ${status})`);
  }

  /** What the 'Technical details' disclosure shows. */
  get details(): string {
    return [
      `HTTP ${this.status}`,
      this.body.code,
      this.body.message,
      this.body.requestId && `request ${this.body.requestId}`,
    ]
      .filter(Boolean)
      .join(' · ');
  }
}

/** POSTs JSON (or nothing) to the user-admin API; same-origin, so the session cookie and Origin go along. */
export async function userAdminPost(url: string, body?: unknown): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    throw new UserAdminCallError(0, { message: error instanceof Error ? error.message : String(error) });
  }
  const parsed = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw new UserAdminCallError(response.status, parsed);
  return parsed;
}
