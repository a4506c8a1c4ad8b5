import { useTranslation } from '../use-translation.js';
import { FlashMessage } from './FlashMessage.js';

export interface ErrorPageContentProps {
  notFound: boolean;
}

/** SPEC §2.5 error page body: overline, title, a static maintenance notice (no dismiss) and a link home. */
export function ErrorPageContent({ notFound }: ErrorPageContentProps) {
  const { t } = useTranslation();
  return (
    <>
      <p className="overline">{notFound ? t('error.notFound.overline') : t('error.unexpected.overline')}</p>
      <h1>{notFound ? t('error.notFound.title') : t('error.unexpected.title')}</h1>
      {!notFound && <FlashMessage static type="info" text={t('error.maintenance')} />}
      <a className="button" href="/" data-vike="false">
        {t('error.home')}
      </a>
    </>
  );
}
