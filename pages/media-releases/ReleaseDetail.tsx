import type { MediaReleaseDetailPayload } from '../../modules/media-releases/media-releases.contract.js';
import { useTranslation } from '../../renderer/use-translation.js';
import { ContentModules } from '../../renderer/content/ContentModules.js';
import { DraftNotice } from '../../renderer/content/DraftNotice.js';
import { AdhocBadge } from './AdhocBadge.js';

/** `/media-releases/{slug}`: date, ad hoc mark, title, lead text and body. */
export function ReleaseDetail({ payload }: { payload: MediaReleaseDetailPayload }) {
  const { t } = useTranslation();
  const { release, basePath } = payload;
  return (
    <article className="release" lang={release.language}>
      {release.draft && <DraftNotice />}
      <header className="content-width">
        <p className="story-meta">
          {release.adhoc && <AdhocBadge />}
          <time dateTime={release.publicationDate}>{release.publicationDateText}</time>
        </p>
        <h1>{release.title}</h1>
        <p className="lead">{release.leadText}</p>
      </header>
      <ContentModules modules={release.modules} />
      <p className="content-width">
        <a href={basePath}>{t('mediaReleases.all')}</a>
      </p>
    </article>
  );
}
