import { usePageContext } from 'vike-react/usePageContext';
import { useTranslation } from '../../renderer/use-translation.js';

/** SPEC §2.5 error page: title, overline, a static maintenance notice and a link home. */
export default function Page() {
  const pageContext = usePageContext();
  const { t } = useTranslation();
  const notFound = pageContext.is404 === true;
  return (
    <section className="error-page">
      <p className="overline">{notFound ? t('error.notFound.overline') : t('error.unexpected.overline')}</p>
      <h1>{notFound ? t('error.notFound.title') : t('error.unexpected.title')}</h1>
      {!notFound && (
        <p className="notice" role="note">
          {t('error.maintenance')}
        </p>
      )}
      <a className="button" href="/">
        {t('error.home')}
      </a>
    </section>
  );
}
