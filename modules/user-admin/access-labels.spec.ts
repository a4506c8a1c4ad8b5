import { describe, expect, it } from 'vitest';
import { accessLabel, invitationState, rolesWith } from './access-labels.js';

describe('access labels (SPEC §4)', () => {
  describe('accessLabel', () => {
    it('follows what an administrator set', () => {
      expect(accessLabel('inventory', [], 'invited', 'pending')).toBe('invite-pending');
      expect(accessLabel('inventory', [], 'invited', 'expired')).toBe('invite-expired');
      expect(accessLabel('inventory', [], 'requested', 'none')).toBe('access-requested');
      expect(accessLabel('inventory', ['kmx_int_assetdb_active'], 'inactive', 'none')).toBe('inactive');
      expect(accessLabel('inventory', [], 'declined', 'none')).toBe('declined');
    });

    it('reads the role names when nothing was set', () => {
      expect(accessLabel('inventory', ['kmx_int_assetdb_active'], undefined, 'none')).toBe('active');
      expect(accessLabel('equipmentInsight', ['kmx_int_direct_pending'], undefined, 'none')).toBe('access-requested');
      expect(accessLabel('learningHub', ['kmx_int_lmsefront_invited'], undefined, 'none')).toBe('invite-pending');
      expect(accessLabel('learningHub', ['kmx_int_lmsefront_inviteexpired'], undefined, 'none')).toBe('invite-expired');
      expect(accessLabel('wireMind', ['kmx_int_assetdb_active'], undefined, 'none')).toBe('unknown');
    });
  });

  describe('rolesWith', () => {
    it("replaces the application's roles and keeps the others", () => {
      const roles = ['kmx_int_direct_pending', 'kmx_delegatedadmin_extern'];
      expect(rolesWith(roles, 'equipmentInsight', 'active')).toEqual([
        'kmx_delegatedadmin_extern',
        'kmx_int_direct_active',
      ]);
      expect(rolesWith(['kmx_int_assetdb_active', 'x'], 'inventory', 'inactive')).toEqual(['x']);
      expect(rolesWith([], 'equipmentInsight', 'requested')).toEqual(['kmx_int_direct_pending']);
    });
  });

  describe('invitationState', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    it('is none without an open invitation, pending until it expires, then expired', () => {
      expect(invitationState(undefined, now)).toBe('none');
      expect(invitationState({ acceptedAt: now, expiresAt: now }, now)).toBe('none');
      expect(invitationState({ acceptedAt: null, expiresAt: new Date('2026-11-25T00:00:00Z') }, now)).toBe('pending');
      expect(invitationState({ acceptedAt: null, expiresAt: now }, now)).toBe('expired');
    });
  });
});
