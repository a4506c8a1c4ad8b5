import type { AccountViewPayloads } from '../../modules/account/account.contract.js';
import type { SectionViewProps } from '../../renderer/section-views.js';
import { useTranslation } from '../../renderer/use-translation.js';
import { ChangePasswordForm } from './ChangePasswordForm.js';
import { ProfileForm } from './ProfileForm.js';
import { SecondFactorPanel } from './SecondFactorPanel.js';
import './account.css';

/** The account settings of the customer area. */
export default function AccountView({ view }: SectionViewProps<'account'>) {
  switch (view.name) {
    case 'settings':
      return <AccountSettingsPage {...view.payload} />;
  }
}

function AccountSettingsPage({ basePath, account, countries, languages }: AccountViewPayloads['settings']) {
  const { t } = useTranslation();
  return (
    <section className="account" aria-labelledby="account-heading">
      <p>
        <a href={basePath}>{t('account.back')}</a>
      </p>
      <h1 id="account-heading">{t('account.title')}</h1>
      {account.managedInternally && (
        // SPEC §6: internal employees are managed internally; the page says why the forms are missing.
        <div className="account-notice" role="note">
          <h2>{t('account.internal.title')}</h2>
          <p>{t('account.internal.notice')}</p>
        </div>
      )}
      <ProfileForm account={account} countries={countries} languages={languages} />
      {!account.managedInternally && <ChangePasswordForm />}
      <SecondFactorPanel enrolled={account.totpEnrolled} />
    </section>
  );
}
