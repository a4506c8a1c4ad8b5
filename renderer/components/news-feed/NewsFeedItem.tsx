import type { NewsFeedItemDto } from '../../../modules/news-feed/news-feed.dto.js';
import { imageWidthSrcSet } from '../../../modules/files/image-sizes.contract.js';
import { NEWS_IMAGE_SIZE } from '../../../modules/news-feed/news-feed.contract.js';
import { classifyLink, normalizeLink } from '../../../src/shared/links.js';
import type { LayoutData } from '../../../modules/routing/layout.contract.js';
import { NavLink } from '../NavLink.js';

export interface NewsFeedItemProps {
  item: NewsFeedItemDto;
  layout: LayoutData | null;
  dateFormat: Intl.DateTimeFormat;
}

/** One news item (SPEC §3): date, title (linked when it has a link), text and image. */
export function NewsFeedItem({ item, layout, dateFormat }: NewsFeedItemProps) {
  const classified = classifyLink(item.link);
  const href =
    classified.type === 'refused'
      ? ''
      : normalizeLink(item.link, {
          localeUrlCode: layout?.locale.urlCode ?? 'en',
          siteSlug: layout?.site.slug ?? null,
        });
  const type = classified.type === 'refused' ? 'internal' : classified.type;
  return (
    <article className="news-feed-item" lang={item.language} tabIndex={-1}>
      {item.image && (
        <img
          src={item.image.url}
          // Shown 96 px wide (news-feed.css): the narrowest 16:9 rendition that is sharp at 2x, not 768 px.
          srcSet={imageWidthSrcSet(item.image, NEWS_IMAGE_SIZE)}
          sizes="96px"
          alt={item.image.alternativeText}
          width={96}
          height={54}
          loading="lazy"
          decoding="async"
        />
      )}
      <div>
        <p className="news-feed-date">
          <time dateTime={item.publicationDate}>{dateFormat.format(new Date(item.publicationDate))}</time>
        </p>
        <h3>
          {href ? (
            <NavLink link={{ href, type, target: '_self', title: item.title }} className="news-feed-link" />
          ) : (
            item.title
          )}
        </h3>
        {item.text && <p>{item.text}</p>}
      </div>
    </article>
  );
}
