import { defineConfig } from '../../src/core/config/define-config.js';

/**
 * The applications the WIRE Flow page links out to (SPEC §4 WIRE Flow user type): the cloud or on-premises entry
 * by the user's type, and the WIRE Mind, master data and learning hub tiles.
 */
export interface WireFlowLinks {
  cloudUrl: string;
  onPremUrl: string;
  wireMindUrl: string;
  masterDataUrl: string;
  learningHubUrl: string;
}

const WEB = ['https:', 'http:'] as const;

export const wireFlowConfig = defineConfig('wire-flow', (env): WireFlowLinks => ({
  cloudUrl: env.url('WIRE_FLOW_CLOUD_URL', WEB) ?? 'https://wireflow.kudex.example/app',
  onPremUrl: env.url('WIRE_FLOW_ONPREM_URL', WEB) ?? 'https://wireflow.kudex.example/on-premises',
  wireMindUrl: env.url('WIRE_MIND_URL', WEB) ?? 'https://wiremind.kudex.example',
  masterDataUrl: env.url('WIRE_MIND_MASTER_DATA_URL', WEB) ?? 'https://wiremind.kudex.example/master-data',
  learningHubUrl: env.url('LEARNING_HUB_URL', WEB) ?? 'https://learn.kudex.example',
}));
