import type { TranslationKey } from '../../i18n/messages.js';
import type { AccessAction, AccessLabel, AdminApplication } from '../../modules/user-admin/user-admin.contract.js';

/** SPEC §4 access labels as shown. */
export const LABEL_KEYS: Readonly<Record<AccessLabel, TranslationKey>> = {
  'invite-pending': 'userAdmin.label.invitePending',
  'invite-expired': 'userAdmin.label.inviteExpired',
  'access-requested': 'userAdmin.label.accessRequested',
  active: 'userAdmin.label.active',
  inactive: 'userAdmin.label.inactive',
  declined: 'userAdmin.label.declined',
  unknown: 'userAdmin.label.unknown',
};

export const APPLICATION_KEYS: Readonly<Record<AdminApplication, TranslationKey>> = {
  serviceTickets: 'portal.service.serviceTickets',
  inventory: 'portal.service.inventory',
  equipmentInsight: 'portal.service.equipmentInsight',
  wireFlow: 'portal.service.wireFlow',
  wireMind: 'portal.service.wireMind',
  wireMindMasterData: 'portal.service.wireMindMasterData',
  learningHub: 'portal.service.learningHub',
  productInformation: 'portal.service.productInformation',
};

/** The SPEC §4 actions: button text and the failure title of each. */
export type AnyAction = AccessAction | 'add' | 'resend' | 'renew';

export const ACTION_KEYS: Readonly<Record<AnyAction, TranslationKey>> = {
  add: 'userAdmin.invite.submit',
  grant: 'userAdmin.action.grant',
  accept: 'userAdmin.action.accept',
  decline: 'userAdmin.action.decline',
  remove: 'userAdmin.action.remove',
  resend: 'userAdmin.action.resend',
  renew: 'userAdmin.action.renew',
};

export const FAILURE_KEYS: Readonly<Record<AnyAction, TranslationKey>> = {
  add: 'userAdmin.failure.add',
  grant: 'userAdmin.failure.grant',
  accept: 'userAdmin.failure.accept',
  decline: 'userAdmin.failure.decline',
  remove: 'userAdmin.failure.remove',
  resend: 'userAdmin.failure.resend',
  renew: 'userAdmin.failure.renew',
};

/** Audit entries as stored (`action`) → what the history shows. */
export const AUDIT_KEYS: Readonly<Record<string, TranslationKey>> = {
  invite: 'userAdmin.audit.invite',
  grant: 'userAdmin.audit.grant',
  accept: 'userAdmin.audit.accept',
  decline: 'userAdmin.audit.decline',
  remove: 'userAdmin.audit.remove',
  'resend invite': 'userAdmin.audit.resend',
  'new invite': 'userAdmin.audit.renew',
  'accept invite': 'userAdmin.audit.acceptInvite',
};
