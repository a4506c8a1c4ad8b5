import { defineConfig } from '../../src/core/config/define-config.js';

/** The addresses by service id (`PortalServiceId`, which a config slice may not import: slices are leaves). */
export interface DashboardLinks {
  equipmentInsight: string;
  wireMind: string;
  wireMindMasterData: string;
  learningHub: string;
}

const WEB = ['https:', 'http:'] as const;

/**
 * The addresses of the dashboard's applications outside this site (SPEC §1 customer area, §4 services): equipment
 * insight, WIRE Mind, WIRE Mind master data and the learning hub. WIRE Mind, master data and learning hub read the
 * same variables as the WIRE Flow page's tiles (`wire-flow.config.ts`), so one setting moves both links.
 */
export const dashboardLinksConfig = defineConfig('dashboard-links', (env): DashboardLinks => ({
  equipmentInsight: env.url('EQUIPMENT_INSIGHT_URL', WEB) ?? 'https://insight.kudex.example',
  wireMind: env.url('WIRE_MIND_URL', WEB) ?? 'https://wiremind.kudex.example',
  wireMindMasterData: env.url('WIRE_MIND_MASTER_DATA_URL', WEB) ?? 'https://wiremind.kudex.example/master-data',
  learningHub: env.url('LEARNING_HUB_URL', WEB) ?? 'https://learn.kudex.example',
}));
