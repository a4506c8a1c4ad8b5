import { usePageContext } from 'vike-react/usePageContext';
import type { LayoutData } from '../../modules/routing/layout.contract.js';
import { useTranslation } from '../use-translation.js';

/**
 * On every page rendered for a signed-in editor, a bar says this is the draft preview, whether drafts
 * or the live version (`?stage=PUBLISHED`) are shown, and links to switch and to the editor area.
 */
export function DraftPreviewBar({ layout }: { layout: LayoutData }) {
  const { t } = useTranslation();
  const pageContext = usePageContext();
  const live = pageContext.urlParsed.search.stage === 'PUBLISHED';
  const path = pageContext.urlPathname;
  return (
    <aside className="draft-preview-bar" aria-label={t('draftPreview.label')}>
      <strong>{t('draftPreview.label')}</strong>
      <span>{live ? t('draftPreview.showingLive') : t('draftPreview.showingDrafts')}</span>
      <a href={live ? path : `${path}?stage=PUBLISHED`}>
        {live ? t('draftPreview.showDrafts') : t('draftPreview.showLive')}
      </a>
      <a href={`/${layout.locale.urlCode}/editor`}>{t('draftPreview.editor')}</a>
    </aside>
  );
}
