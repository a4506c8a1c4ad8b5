import type { EventData } from '../../modules/media-releases/media-releases.contract.js';
import { useTranslation } from '../../renderer/use-translation.js';
import { useContentHref } from '../../renderer/content/modules/use-content-link.js';

export interface EventListProps {
  events: EventData[];
}

/** Upcoming events with start and end date (SPEC §3 Event); each links to its page. */
export function EventList({ events }: EventListProps) {
  const { t, language } = useTranslation();
  const hrefOf = useContentHref();
  return (
    <aside aria-labelledby="events-heading">
      <h2 id="events-heading">{t('mediaReleases.events')}</h2>
      {events.length === 0 ? (
        <p>{t('mediaReleases.noEvents')}</p>
      ) : (
        <ul className="event-list">
          {events.map((event) => {
            const href = hrefOf(event.link);
            const external = /^https?:/.test(href);
            // Title and place in English where the event has no version in the page's language (WCAG 3.1.2).
            const textLanguage = event.language !== language ? event.language : undefined;
            return (
              <li key={event.id}>
                <p>
                  <time dateTime={event.startDate}>{event.datesText}</time>
                </p>
                <p lang={textLanguage}>
                  <strong>
                    {href ? (
                      <a
                        href={href}
                        rel={external ? 'noopener noreferrer' : undefined}
                        data-vike={external ? 'false' : undefined}
                      >
                        {event.title}
                      </a>
                    ) : (
                      event.title
                    )}
                  </strong>
                </p>
                <p lang={textLanguage}>{event.location}</p>
              </li>
            );
          })}
        </ul>
      )}
    </aside>
  );
}
