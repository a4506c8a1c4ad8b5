import vikeReact from 'vike-react/config';
import type { Config } from 'vike/types';

export default {
  extends: [vikeReact],
  // Pages read their data in +data.ts on the server; the browser gets only `data` (and a re-shown form's state).
  passToClient: ['formPost'],
  favicon: '/favicon.svg',
  // SPEC §9: at most 5 route preloads at once. Vike's hover prefetching has no limit, so it is off and
  // renderer/route-preloads.ts calls its prefetch() through a queue instead.
  prefetch: { staticAssets: false },
} satisfies Config;
