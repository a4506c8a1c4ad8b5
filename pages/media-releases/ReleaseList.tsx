import type { MediaReleaseListPayload } from '../../modules/media-releases/media-releases.contract.js';
import { Pagination } from '../../renderer/components/Pagination.js';
import { ContentModules } from '../../renderer/content/ContentModules.js';
import { DraftNotice } from '../../renderer/content/DraftNotice.js';
import { useTranslation } from '../../renderer/use-translation.js';
import { AdhocBadge } from './AdhocBadge.js';
import { EventList } from './EventList.js';

export interface ReleaseListProps {
  title: string;
  payload: MediaReleaseListPayload;
}

/** `/media-releases`: newest first, ad hoc releases marked, paging; upcoming events beside (SPEC §2.2, §3). */
export function ReleaseList({ title, payload }: ReleaseListProps) {
  const { t } = useTranslation();
  const { basePath, intro, releases, paging, events } = payload;
  return (
    <section className="editorial-list">
      {intro?.draft && <DraftNotice />}
      <h1>{title}</h1>
      {intro?.lead && <p className="editorial-lead">{intro.lead}</p>}
      {intro && intro.modules.length > 0 && <ContentModules modules={intro.modules} />}
      <div className="releases-layout">
        <div>
          {releases.length === 0 ? (
            <p>{t('mediaReleases.empty')}</p>
          ) : (
            <ul className="release-list">
              {releases.map((release) => (
                <li key={release.id} className="release-item" lang={release.language}>
                  <p className="story-meta">
                    {release.adhoc && <AdhocBadge />}
                    <time dateTime={release.publicationDate}>{release.publicationDateText}</time>
                  </p>
                  <h2>
                    <a href={`${basePath}/${release.slug}`}>{release.title}</a>
                  </h2>
                  <p>{release.leadText}</p>
                </li>
              ))}
            </ul>
          )}
          <Pagination
            page={paging.page}
            totalPages={paging.totalPages}
            hrefFor={(page) => (page > 1 ? `${basePath}?page=${page}` : basePath)}
          />
        </div>
        <EventList events={events} />
      </div>
    </section>
  );
}
