import vikeReact from 'vike-react/config';
import type { Config } from 'vike/types';

export default {
  extends: [vikeReact],
  // Pages read their data in +data.ts on the server; the browser gets only `data`.
  passToClient: [],
  favicon: '/favicon.svg',
} satisfies Config;
