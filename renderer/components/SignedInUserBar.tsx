import type { SignedInUser } from '../../modules/routing/layout.contract.js';
import { useTranslation } from '../use-translation.js';

/** Under the site header on portal pages: who is signed in, and the way out (issue 10). */
export function SignedInUserBar({ user }: { user: SignedInUser }) {
  const { t } = useTranslation();
  return (
    <div className="signed-in-user">
      <span className="signed-in-user-avatar" aria-hidden="true">
        {user.initials}
      </span>
      <span>{t('portal.signedInAs', { name: user.fullName })}</span>
      {/* A server route that ends the session and redirects to the provider: no client-side navigation. */}
      <a className="signed-in-user-sign-out" href={user.logoutHref} rel="external">
        {t('portal.signOut')}
      </a>
    </div>
  );
}
