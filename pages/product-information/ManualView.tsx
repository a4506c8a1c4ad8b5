import type { ProductInfoViewPayloads } from '../../modules/product-information/product-information.contract.js';
import { useTranslation } from '../../renderer/use-translation.js';

type ManualProps = Pick<ProductInfoViewPayloads['manual'], 'basePath' | 'product' | 'manual'>;

function TopicNav({ basePath, product, manual, current }: ManualProps & { current?: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('productInfo.topics')} className="product-info-toc">
      <h2>{t('productInfo.topics')}</h2>
      <ol>
        {manual.topics.map((topic) => (
          <li key={topic.id}>
            <a
              href={`${basePath}/product-information/${product.id}/${manual.id}/${topic.id}`}
              aria-current={topic.id === current ? 'page' : undefined}
            >
              {topic.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** `/{productid}/{contentid}`: a manual and its topics. */
export function ManualView({ basePath, product, manual }: ProductInfoViewPayloads['manual']) {
  const { t } = useTranslation();
  return (
    <article className="product-info" aria-labelledby="manual-heading">
      <p>
        <a href={`${basePath}/product-information/${product.slug}`}>
          {t('productInfo.backTo', { name: product.name })}
        </a>
      </p>
      <h1 id="manual-heading">{manual.title}</h1>
      {manual.topics.length === 0 ? (
        <p>{t('productInfo.noTopics')}</p>
      ) : (
        <TopicNav basePath={basePath} product={product} manual={manual} />
      )}
    </article>
  );
}

/** `/{productid}/{contentid}/{topicid}`: one topic's rich text (sanitized on the server), keyed by topic id. */
export function TopicView({ basePath, product, manual, topic }: ProductInfoViewPayloads['topic']) {
  const { t } = useTranslation();
  const index = manual.topics.findIndex((entry) => entry.id === topic.id);
  const previous = index > 0 ? manual.topics[index - 1] : undefined;
  const next = index >= 0 ? manual.topics[index + 1] : undefined;
  const href = (id: string) => `${basePath}/product-information/${product.id}/${manual.id}/${id}`;
  return (
    <article className="product-info product-info-topic" aria-labelledby="topic-heading">
      <p>
        <a href={`${basePath}/product-information/${product.id}/${manual.id}`}>
          {t('productInfo.backTo', { name: manual.title })}
        </a>
      </p>
      <p className="overline">{manual.title}</p>
      <h1 id="topic-heading">{topic.title}</h1>
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: topic.html }} />
      <nav className="product-info-pager" aria-label={t('productInfo.topics')}>
        {previous && (
          <a href={href(previous.id)} rel="prev">
            {t('productInfo.previousTopic', { title: previous.title })}
          </a>
        )}
        {next && (
          <a href={href(next.id)} rel="next">
            {t('productInfo.nextTopic', { title: next.title })}
          </a>
        )}
      </nav>
      <TopicNav basePath={basePath} product={product} manual={manual} current={topic.id} />
    </article>
  );
}
