/** SPEC §2.5/§8: crawlers and bots never get the error page, only a bare status. */
const BOT_USER_AGENT = /bot|chrome-lighthouse|facebookexternalhit|google/i;

export function isBot(userAgent: string | undefined): boolean {
  return userAgent !== undefined && BOT_USER_AGENT.test(userAgent);
}
