import { usePageContext } from 'vike-react/usePageContext';
import { Breadcrumbs } from '../../renderer/components/Breadcrumbs.js';
import { layoutOf } from '../../renderer/layout-data.js';
import { useTranslation } from '../../renderer/use-translation.js';

/** SPEC §2.5 error page: overline, title, a static maintenance notice (no dismiss) and a link home. */
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
      <p className="overline">{notFound ? t('error.notFound.overline') : t('error.unexpected.overline')}</p>
      <h1>{title}</h1>
      {!notFound && (
        <p className="notice" role="note">
          {t('error.maintenance')}
        </p>
      )}
      <a className="button" href="/" data-vike="false">
        {t('error.home')}
      </a>
    </section>
  );
}
