import type { AdminUserDetailDto } from '../../modules/user-admin/user-admin.dto.js';
import { useState } from 'react';
import {
  ACTIONS_FOR_LABEL,
  ADMIN_APPLICATIONS,
  type AdminApplication,
  type UserAdminDetailPayload,
} from '../../modules/user-admin/user-admin.contract.js';
import { Button } from '../../renderer/components/Button.js';
import { TableScroll } from '../../renderer/components/DataTable.js';
import { useTranslation } from '../../renderer/use-translation.js';
import { ActionFailure } from './ActionFailure.js';
import { ACTION_KEYS, APPLICATION_KEYS, AUDIT_KEYS, type AnyAction, LABEL_KEYS } from './labels.js';
import { UserAdminCallError, userAdminPost } from './user-admin-client.js';

/** `/{locale}/portal/user-admin/{id}`: a user's access per application with its actions, invitation and history. */
export function UserDetailView({ basePath, apiBase, user, error }: UserAdminDetailPayload) {
  const { t } = useTranslation();
  if (!user) {
    // SPEC §8: 'Unable to view user details' / 'An error occurred while loading this user'.
    return (
      <section className="user-admin">
        <h1>{error === 'not-found' ? t('userAdmin.error.notFound') : t('userAdmin.error.loadFailed')}</h1>
        <p>
          <a href={basePath}>{t('userAdmin.back')}</a>
        </p>
      </section>
    );
  }
  return <UserDetail basePath={basePath} apiBase={apiBase} user={user} />;
}

function UserDetail({ basePath, apiBase, user }: { basePath: string; apiBase: string; user: AdminUserDetailDto }) {
  const { t, language } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ action: AnyAction; error: UserAdminCallError } | null>(null);
  const userApi = `${apiBase}/users/${encodeURIComponent(user.id)}`;
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

  async function run(key: string, action: AnyAction, url: string) {
    setBusy(key);
    setFailure(null);
    try {
      await userAdminPost(url);
      // Every action is a state change on the server: the page is rendered anew with the new labels.
      window.location.reload();
    } catch (error) {
      setFailure({ action, error: error instanceof UserAdminCallError ? error : new UserAdminCallError(0, {}) });
      setBusy(null);
    }
  }
  const locale = () => encodeURIComponent(window.location.pathname.split('/')[1] ?? language);

  return (
    <section className="user-admin" aria-labelledby="user-admin-user-heading">
      <p>
        <a href={basePath}>{t('userAdmin.back')}</a>
      </p>
      <h1 id="user-admin-user-heading">{user.fullName || user.email}</h1>
      <dl className="user-admin-facts">
        <dt>{t('userAdmin.invite.email')}</dt>
        <dd>{user.email}</dd>
        <dt>{t('userAdmin.company')}</dt>
        <dd>{user.companyName}</dd>
      </dl>
      {user.invitation !== 'none' && user.invitationExpiresAt && (
        <div className="user-admin-invitation">
          <p data-invitation={user.invitation}>
            {user.invitation === 'pending'
              ? t('userAdmin.invitation.pending', { date: date.format(new Date(user.invitationExpiresAt)) })
              : t('userAdmin.invitation.expired', { date: date.format(new Date(user.invitationExpiresAt)) })}
          </p>
          {user.invitation === 'pending' ? (
            <Button
              variant="secondary"
              loading={busy === 'resend'}
              loadingLabel={t('userAdmin.sending')}
              onClick={() => void run('resend', 'resend', `${userApi}/invitation/resend?locale=${locale()}`)}
            >
              {t(ACTION_KEYS.resend)}
            </Button>
          ) : (
            <Button
              variant="secondary"
              loading={busy === 'renew'}
              loadingLabel={t('userAdmin.sending')}
              onClick={() => void run('renew', 'renew', `${userApi}/invitation/renew?locale=${locale()}`)}
            >
              {t(ACTION_KEYS.renew)}
            </Button>
          )}
        </div>
      )}
      {failure && <ActionFailure action={failure.action} error={failure.error} />}
      <TableScroll label={t('userAdmin.accessTitle')} className="user-admin-table user-admin-access">
        <caption>{t('userAdmin.accessTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('userAdmin.applicationCol')}</th>
            <th scope="col">{t('userAdmin.accessCol')}</th>
            <th scope="col">{t('userAdmin.actionsCol')}</th>
          </tr>
        </thead>
        <tbody>
          {ADMIN_APPLICATIONS.map((app: AdminApplication) => {
            const label = user.access[app];
            return (
              <tr key={app} data-application={app}>
                <th scope="row">{t(APPLICATION_KEYS[app])}</th>
                <td className={`access-label access-${label}`}>{t(LABEL_KEYS[label])}</td>
                <td className="user-admin-actions">
                  {ACTIONS_FOR_LABEL[label].map((action) => (
                    <Button
                      key={action}
                      variant={action === 'remove' || action === 'decline' ? 'secondary' : undefined}
                      loading={busy === `${app}:${action}`}
                      loadingLabel={t('userAdmin.sending')}
                      aria-label={`${t(ACTION_KEYS[action])}: ${t(APPLICATION_KEYS[app])}`}
                      onClick={() => void run(`${app}:${action}`, action, `${userApi}/applications/${app}/${action}`)}
                    >
                      {t(ACTION_KEYS[action])}
                    </Button>
                  ))}
                </td>
              </tr>
            );
          })}
        </tbody>
      </TableScroll>
      <h2>{t('userAdmin.audit.title')}</h2>
      {user.audit.length === 0 ? (
        <p>{t('userAdmin.audit.empty')}</p>
      ) : (
        <ol className="user-admin-audit">
          {user.audit.map((entry, index) => (
            <li key={index}>
              <time dateTime={entry.at}>{dateTime.format(new Date(entry.at))} UTC</time> · {entry.actor} ·{' '}
              {AUDIT_KEYS[entry.action] ? t(AUDIT_KEYS[entry.action]!) : entry.action}
              {entry.application && ` · ${t(APPLICATION_KEYS[entry.application])}`}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
