import { describe, expect, it } from 'vitest';
import type { WireFlowLinks } from './wire-flow.config.js';
import { servicesFromRoles } from '../portal-auth/index.js';
import { wireFlowPage } from './wire-flow-page.js';

const LINKS: WireFlowLinks = {
  cloudUrl: 'https://cloud.example',
  onPremUrl: 'https://onprem.example',
  wireMindUrl: 'https://mind.example',
  masterDataUrl: 'https://mind.example/master-data',
  learningHubUrl: 'https://learn.example',
};

describe(wireFlowPage.name, () => {
  it('gives a cloud user the cloud entry and links the active applications', () => {
    const sut = wireFlowPage(
      servicesFromRoles([
        'kmx_int_artemis_active',
        'kmx_int_mfpwm_active',
        'kmx_int_mfpmds_active',
        'kmx_int_lmsefront_active',
      ]),
      LINKS,
    );
    expect(sut).toEqual({
      userType: 'cloud',
      entryHref: 'https://cloud.example',
      tiles: [
        { id: 'wireMind', status: 'active', href: 'https://mind.example' },
        { id: 'wireMindMasterData', status: 'active', href: 'https://mind.example/master-data' },
        { id: 'learningHub', status: 'active', href: 'https://learn.example' },
      ],
    });
  });

  it('gives an on-premises user the on-premises entry; an invitation links, an expired one and no role do not', () => {
    const invited = wireFlowPage(
      servicesFromRoles(['kmx_int_artemis_active', 'kmx_artemis_onpremuser', 'kmx_int_lmsefront_invited']),
      LINKS,
    );
    expect(invited.userType).toBe('onprem');
    expect(invited.entryHref).toBe('https://onprem.example');
    expect(invited.tiles).toEqual([
      { id: 'wireMind', status: 'unregistered', href: null },
      { id: 'wireMindMasterData', status: 'unregistered', href: null },
      { id: 'learningHub', status: 'invited', href: 'https://learn.example' },
    ]);
    const expired = wireFlowPage(
      servicesFromRoles(['kmx_int_artemis_active', 'kmx_int_lmsefront_inviteexpired']),
      LINKS,
    );
    expect(expired.tiles.find((tile) => tile.id === 'learningHub')).toEqual({
      id: 'learningHub',
      status: 'inviteexpired',
      href: null,
    });
  });
});
