import { useEffect } from 'react';
import type { PortalViewPayloads } from '../../modules/identity/portal.contract.js';
import type { SectionViewProps } from '../../renderer/section-views.js';
import { useTranslation } from '../../renderer/use-translation.js';
import { DashboardView } from './DashboardView.js';
import './portal.css';

/** The customer area's views (issue 10): the dashboard and the sign-in callback's error page. */
export default function PortalView({ view }: SectionViewProps<'portal'>) {
  switch (view.name) {
    case 'dashboard':
      return <Dashboard {...view.payload} />;
    case 'sign-in-failed':
      return <SignInFailed {...view.payload} />;
  }
}

function Dashboard({ user, access, basePath, logoutHref }: PortalViewPayloads['dashboard']) {
  return (
    <>
      <PortalUserBar user={user} logoutHref={logoutHref} />
      <DashboardView user={user} access={access} basePath={basePath} />
    </>
  );
}

/** The signed-in user with a sign-out link, above every portal view. */
function PortalUserBar({ user, logoutHref }: Pick<PortalViewPayloads['dashboard'], 'user' | 'logoutHref'>) {
  const { t } = useTranslation();
  return (
    <div className="portal-user">
      <span className="portal-avatar portal-avatar-small" aria-hidden="true">
        {user.initials}
      </span>
      <span>{t('portal.signedInAs', { name: user.fullName })}</span>
      {/* A server route that ends the session and redirects to the provider: no client-side navigation. */}
      <a className="portal-sign-out" href={logoutHref} rel="external">
        {t('portal.signOut')}
      </a>
    </div>
  );
}

/** SPEC §8 login error; SPEC §6/§9: after 30 s without sign-in, back to the site's home. */
function SignInFailed({ message, homeHref, waitMs }: PortalViewPayloads['sign-in-failed']) {
  const { t } = useTranslation();
  return (
    <section className="portal" aria-labelledby="portal-heading">
      <h1 id="portal-heading" role="alert">
        {t('portal.loginError')}
      </h1>
      <p className="portal-details">
        <code>{message}</code>
      </p>
      <p>{t('portal.loginError.redirect', { seconds: String(Math.round(waitMs / 1000)) })}</p>
      <p>
        <a href={homeHref}>{t('error.home')}</a>
      </p>
      <HomeAfterWait homeHref={homeHref} waitMs={waitMs} />
    </section>
  );
}

function HomeAfterWait({ homeHref, waitMs }: { homeHref: string; waitMs: number }) {
  useEffect(() => {
    const timer = window.setTimeout(() => window.location.assign(homeHref), waitMs);
    return () => window.clearTimeout(timer);
  }, [homeHref, waitMs]);
  return null;
}
