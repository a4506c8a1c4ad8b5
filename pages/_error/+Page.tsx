import { usePageContext } from 'vike-react/usePageContext';
import { Breadcrumbs } from '../../renderer/components/Breadcrumbs.js';
import { ErrorPageContent } from '../../renderer/components/ErrorPageContent.js';
import { layoutOf } from '../../renderer/layout-data.js';
import { isNotFoundReason } from '../../renderer/not-found-reason.js';
import { useTranslation } from '../../renderer/use-translation.js';

/** SPEC §2.5 error page; the not-found page shares it (SPEC §8). */
export default function Page() {
  const pageContext = usePageContext();
  const { t } = useTranslation();
  const notFound = pageContext.is404 === true;
  const title = notFound ? t('error.notFound.title') : t('error.unexpected.title');
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
      <ErrorPageContent notFound={notFound} />
      {/* SPEC §8: the not-found message names what was not found (the path, or 'No product found for slug'). */}
      {notFound && isNotFoundReason(pageContext.abortReason) && (
        <p className="error-detail" lang="en">
          {pageContext.abortReason.message}
        </p>
      )}
    </section>
  );
}
