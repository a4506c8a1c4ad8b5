import type { TeaserGridModuleData } from '../../../modules/content/content-modules.contract.js';
import { TEASER_GRID_SIZES } from '../../components/image-layout.js';
import { ContentImage } from './ContentImage.js';
import { useContentHref } from './use-content-link.js';

export interface TeaserGridModuleProps {
  module: TeaserGridModuleData;
}

/** A grid of teaser cards; the whole card is the link. */
export function TeaserGridModule({ module }: TeaserGridModuleProps) {
  const hrefOf = useContentHref();
  return (
    <section className="teaser-grid content-wide">
      {module.title && <h2>{module.title}</h2>}
      <ul>
        {module.items.map((item, index) => {
          const href = hrefOf(item.href);
          const body = (
            <>
              {item.image && <ContentImage image={item.image} size="StoryTeaser" sizes={TEASER_GRID_SIZES} />}
              <h3>{item.title}</h3>
              {item.text && <p>{item.text}</p>}
            </>
          );
          return <li key={index}>{href ? <a href={href}>{body}</a> : <div>{body}</div>}</li>;
        })}
      </ul>
    </section>
  );
}
