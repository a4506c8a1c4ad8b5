import type { StoryListPayload } from '../../modules/stories/stories.contract.js';
import { Pagination } from '../../renderer/components/Pagination.js';
import { useTranslation } from '../../renderer/use-translation.js';
import { StoryCard } from './StoryCard.js';

export interface StoryListProps {
  title: string;
  payload: StoryListPayload;
}

/** `/stories`: category filter links, the stories newest first, paging (SPEC §2.2). */
export function StoryList({ title, payload }: StoryListProps) {
  const { t } = useTranslation();
  const { basePath, categories, activeCategory, stories, paging } = payload;
  const hrefFor = (category: string | null, page = 1) => {
    const query = new URLSearchParams();
    if (category) query.set('category', category);
    if (page > 1) query.set('page', String(page));
    const search = query.toString();
    return search ? `${basePath}?${search}` : basePath;
  };
  return (
    <section className="editorial-list">
      <h1>{title}</h1>
      <nav className="category-filter" aria-label={t('stories.categories')}>
        <ul>
          <li>
            <a href={hrefFor(null)} aria-current={activeCategory === null ? 'page' : undefined}>
              {t('stories.allCategories')}
            </a>
          </li>
          {categories.map((category) => (
            <li key={category.slug}>
              <a href={hrefFor(category.slug)} aria-current={activeCategory === category.slug ? 'page' : undefined}>
                {category.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {stories.length === 0 ? (
        <p>{t('stories.empty')}</p>
      ) : (
        <ul className="story-grid">
          {stories.map((story) => (
            <li key={story.id}>
              <StoryCard story={story} basePath={basePath} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={paging.page} totalPages={paging.totalPages} hrefFor={(page) => hrefFor(activeCategory, page)} />
      <p>
        <a href={`${basePath}/contacts`}>{t('stories.contacts.title')}</a>
      </p>
    </section>
  );
}
