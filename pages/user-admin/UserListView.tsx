import { type FormEvent, useId, useState } from 'react';
import { reload } from 'vike/client/router';
import {
  ADMIN_APPLICATIONS,
  type AdminApplication,
  type UserAdminListPayload,
} from '../../modules/user-admin/user-admin.contract.js';
import { Button } from '../../renderer/components/Button.js';
import { TableScroll } from '../../renderer/components/DataTable.js';
import { EmptyState } from '../../renderer/components/EmptyState.js';
import { FlashMessage } from '../../renderer/components/FlashMessage.js';
import { Checkbox, Select, TextInput } from '../../renderer/components/form-controls.js';
import { useTranslation } from '../../renderer/use-translation.js';
import { ActionFailure } from './ActionFailure.js';
import { APPLICATION_KEYS, LABEL_KEYS } from './labels.js';
import { UserAdminCallError, userAdminPost } from './user-admin-client.js';

/** `/{locale}/portal/user-admin`: the users with each application's access label, and the invite form. */
export function UserListView({ basePath, apiBase, users, companies, companyFilter }: UserAdminListPayload) {
  const { t } = useTranslation();
  const showCompany = companies.length > 1;
  return (
    <section className="user-admin" aria-labelledby="user-admin-heading">
      <h1 id="user-admin-heading">{t('userAdmin.title')}</h1>
      {showCompany && (
        <form className="user-admin-filter" method="get">
          <label htmlFor="user-admin-company-filter">{t('userAdmin.company')}</label>
          <Select id="user-admin-company-filter" name="company" defaultValue={companyFilter}>
            <option value="">{t('userAdmin.allCompanies')}</option>
            {companies.map((company) => (
              <option key={company.id} value={company.id}>
                {company.name}
              </option>
            ))}
          </Select>
          <Button type="submit" variant="secondary">
            {t('userAdmin.filter')}
          </Button>
        </form>
      )}
      <TableScroll label={t('userAdmin.users')} className="user-admin-table">
        <caption>{t('userAdmin.users')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('userAdmin.user')}</th>
            {showCompany && <th scope="col">{t('userAdmin.company')}</th>}
            {ADMIN_APPLICATIONS.map((app) => (
              <th scope="col" key={app}>
                {t(APPLICATION_KEYS[app])}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id} data-user-email={user.email}>
              <th scope="row">
                <a href={`${basePath}/${user.id}`}>{user.fullName || user.email}</a>
                <span className="user-admin-email">{user.email}</span>
              </th>
              {showCompany && <td>{user.companyName}</td>}
              {ADMIN_APPLICATIONS.map((app) => (
                <td key={app} data-application={app} className={`access-label access-${user.access[app]}`}>
                  {t(LABEL_KEYS[user.access[app]])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </TableScroll>
      {users.length === 0 && <EmptyState title={t('userAdmin.empty')} />}
      <InviteForm basePath={basePath} apiBase={apiBase} companies={companies} />
    </section>
  );
}

/** The flash message's text is HTML: an address is shown as the text it is. */
const asText = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

type InviteOutcome =
  | { kind: 'sent'; email: string }
  | { kind: 'exists'; userId: string | null }
  | { kind: 'failed'; error: UserAdminCallError };

function InviteForm({
  basePath,
  apiBase,
  companies,
}: Pick<UserAdminListPayload, 'basePath' | 'apiBase' | 'companies'>) {
  const { t, language } = useTranslation();
  const id = useId();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<InviteOutcome | null>(null);
  const [invalid, setInvalid] = useState<Set<string>>(new Set());

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const email = String(data.get('email') ?? '').trim();
    const firstName = String(data.get('firstName') ?? '').trim();
    const lastName = String(data.get('lastName') ?? '').trim();
    // SPEC §5 'Invite user: valid email'; the names are needed for the mail's greeting.
    const wrong = new Set<string>();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) wrong.add('email');
    if (!firstName) wrong.add('firstName');
    if (!lastName) wrong.add('lastName');
    setInvalid(wrong);
    setOutcome(null);
    if (wrong.size > 0) {
      form.querySelector<HTMLInputElement>(`[name="${[...wrong][0]}"]`)?.focus();
      return;
    }
    setSending(true);
    const applications = data.getAll('applications').map(String) as AdminApplication[];
    const companyId = String(data.get('companyId') ?? '') || undefined;
    const locale = window.location.pathname.split('/')[1] ?? language;
    try {
      await userAdminPost(`${apiBase}/users?locale=${encodeURIComponent(locale)}`, {
        email,
        firstName,
        lastName,
        applications,
        ...(companyId ? { companyId } : {}),
      });
      form.reset();
      // The list shows the new user with 'invite pending': Vike loads the page's data anew and keeps this form's
      // state, so the 'invitation sent' message stays (a full reload lost it).
      await reload();
      setOutcome({ kind: 'sent', email });
      setSending(false);
    } catch (error) {
      const failure =
        error instanceof UserAdminCallError ? error : new UserAdminCallError(0, { message: String(error) });
      setOutcome(
        failure.status === 409 && failure.body.code === 'UserAlreadyExists'
          ? { kind: 'exists', userId: failure.body.userId ?? null }
          : { kind: 'failed', error: failure },
      );
      setSending(false);
    }
  }

  const field = (name: 'email' | 'firstName' | 'lastName', type: string, label: string, autoComplete: string) => (
    <div className="user-admin-field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <TextInput
        id={`${id}-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        maxLength={name === 'email' ? 200 : 100}
        required
        aria-invalid={invalid.has(name) || undefined}
        aria-describedby={invalid.has(name) ? `${id}-${name}-error` : undefined}
      />
      {invalid.has(name) && (
        <span className="user-admin-error field-error" id={`${id}-${name}-error`}>
          {t(name === 'email' ? 'userAdmin.invite.invalidEmail' : 'userAdmin.invite.required')}
        </span>
      )}
    </div>
  );

  return (
    <form
      className="user-admin-invite"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{t('userAdmin.invite.title')}</h2>
      {field('email', 'email', t('userAdmin.invite.email'), 'off')}
      {field('firstName', 'text', t('userAdmin.invite.firstName'), 'off')}
      {field('lastName', 'text', t('userAdmin.invite.lastName'), 'off')}
      {companies.length > 1 && (
        <div className="user-admin-field">
          <label htmlFor={`${id}-company`}>{t('userAdmin.company')}</label>
          <Select id={`${id}-company`} name="companyId" defaultValue={companies[0]?.id}>
            {companies.map((company) => (
              <option key={company.id} value={company.id}>
                {company.name}
              </option>
            ))}
          </Select>
        </div>
      )}
      <fieldset className="user-admin-applications ds-fieldset">
        <legend>{t('userAdmin.invite.applications')}</legend>
        {ADMIN_APPLICATIONS.map((app) => (
          <Checkbox key={app} name="applications" value={app} label={t(APPLICATION_KEYS[app])} />
        ))}
      </fieldset>
      <Button type="submit" loading={sending} loadingLabel={t('userAdmin.sending')}>
        {t('userAdmin.invite.submit')}
      </Button>
      {outcome?.kind === 'sent' && (
        <FlashMessage
          key={outcome.email}
          type="success"
          title={t('userAdmin.invite.sentTitle')}
          text={t('userAdmin.invite.sent', { email: asText(outcome.email) })}
        />
      )}
      {outcome?.kind === 'exists' && (
        <p role="alert" className="user-admin-exists">
          {t('userAdmin.exists')}
          {outcome.userId && (
            <>
              {' '}
              <a href={`${basePath}/${outcome.userId}`}>{t('userAdmin.viewProfile')}</a>
            </>
          )}
        </p>
      )}
      {outcome?.kind === 'failed' && <ActionFailure action="add" error={outcome.error} />}
    </form>
  );
}
