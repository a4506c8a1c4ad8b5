import { useEffect } from 'react';
import type { PortalViewPayloads } from '../../modules/portal-auth/portal.contract.js';
import type { SectionViewProps } from '../../renderer/section-views.js';
import { useTranslation } from '../../renderer/use-translation.js';
import { DashboardView } from './DashboardView.js';
import './portal.css';

/** The customer area's views: the dashboard and the sign-in callback's error page. */
export default function PortalView({ view }: SectionViewProps<'portal'>) {
  switch (view.name) {
    case 'dashboard':
      return <Dashboard {...view.payload} />;
    case 'sign-in-failed':
      return <SignInFailed {...view.payload} />;
  }
}

// The signed-in user and the sign-out link are in the site header (renderer/components/HeaderAccount.tsx).
function Dashboard(payload: PortalViewPayloads['dashboard']) {
  return <DashboardView {...payload} />;
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
