import type { ContentModuleData, RichTextModuleData } from '../../modules/content/content-modules.contract.js';
import type { ErrorPageTexts } from '../../modules/routing/routing.contract.js';
import { DraftNotice } from '../content/DraftNotice.js';
import { RichTextModule } from '../content/modules/RichTextModule.js';
import { useTranslation } from '../use-translation.js';
import { FlashMessage } from './FlashMessage.js';

const isRichText = (module: ContentModuleData): module is RichTextModuleData => module.type === 'rich-text';

export interface ErrorPageContentProps {
  notFound: boolean;
  /** The CMS error page's texts (SPEC §2.2), when the server sent them; else the UI strings. */
  texts?: ErrorPageTexts;
}

/** SPEC §2.5 error page body: overline, title, a static maintenance notice (no dismiss) and a link home. */
export function ErrorPageContent({ notFound, texts }: ErrorPageContentProps) {
  const { t } = useTranslation();
  const overline = texts?.overline || (notFound ? t('error.notFound.overline') : t('error.unexpected.overline'));
  const title = texts?.title || (notFound ? t('error.notFound.title') : t('error.unexpected.title'));
  return (
    <>
      {texts?.draft && <DraftNotice />}
      <p className="overline">{overline}</p>
      <h1>{title}</h1>
      {/* The error page's own text (rich text only: an error page stays light). */}
      {texts?.modules.filter(isRichText).map((module, index) => (
        <RichTextModule key={index} module={module} />
      ))}
      {!notFound && <FlashMessage static type="info" text={t('error.maintenance')} />}
      <a className="button" href="/" data-vike="false">
        {t('error.home')}
      </a>
    </>
  );
}
