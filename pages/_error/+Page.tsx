import { usePageContext } from 'vike-react/usePageContext';
import { Breadcrumbs } from '../../renderer/components/Breadcrumbs.js';
import { ErrorPageContent } from '../../renderer/components/ErrorPageContent.js';
import { layoutOf } from '../../renderer/layout-data.js';
import { errorTextsOf, isNotFoundReason, protectedPageOf, refusedStatusOf } from '../../renderer/not-found-reason.js';
import { useTranslation } from '../../renderer/use-translation.js';
import { ProtectedPageNotice } from './ProtectedPageNotice.js';

/** SPEC §2.5 error page; the not-found page (SPEC §8) and protected pages held back (SPEC §4) share it. */
export default function Page() {
  const pageContext = usePageContext();
  const { t, language } = useTranslation();
  const protection = protectedPageOf(pageContext.abortReason);
  if (protection) {
    return (
      <section className="error-page protected-page">
        <ProtectedPageNotice protection={protection} />
      </section>
    );
  }
  const refused = refusedStatusOf(pageContext.abortReason);
  if (refused && isNotFoundReason(pageContext.abortReason)) {
    return (
      <section className="error-page refused-page">
        <p className="overline">{t('error.badRequest.overline')}</p>
        <h1>{t('error.badRequest.title')}</h1>
        <p>{t('error.badRequest.text')}</p>
        <p className="error-detail" lang="en">
          {pageContext.abortReason.message}
        </p>
        <a className="button" href="/" data-vike="false">
          {t('error.home')}
        </a>
      </section>
    );
  }
  const notFound = pageContext.is404 === true;
  const texts = errorTextsOf(pageContext.abortReason);
  const title = texts?.title || (notFound ? t('error.notFound.title') : t('error.unexpected.title'));
  // Without layout data (an application error) the breadcrumb is Home (hard link to /) and the error title.
  const ownBreadcrumbs = layoutOf(pageContext) === null;
  return (
    <section className="error-page">
      {ownBreadcrumbs && (
        <Breadcrumbs
          items={[
            { title: t('breadcrumbs.home'), href: '/' },
            { title, href: '' },
          ]}
        />
      )}
      <ErrorPageContent notFound={notFound} texts={texts} />
      {/* SPEC §8: the not-found message names what was not found (the path, or 'No product found for slug'). The
          server's messages are English (they are logged too), so other languages name the path in their own words
          (the German 404 had an English line). */}
      {notFound &&
        isNotFoundReason(pageContext.abortReason) &&
        (language === 'en' ? (
          <p className="error-detail" lang="en">
            {pageContext.abortReason.message}
          </p>
        ) : (
          <p className="error-detail">{t('error.notFound.detail', { path: pageContext.urlPathname })}</p>
        ))}
    </section>
  );
}
