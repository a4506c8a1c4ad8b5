import type { NavigationLinkDto } from '../../modules/navigation/navigation.dto.js';
import { useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { isNavigable } from '../../src/shared/links.js';
import { newsFeedPanelOpenAtom } from '../page-ui.atoms.js';

export interface NavLinkProps {
  link: Pick<NavigationLinkDto, 'href' | 'type' | 'target' | 'title'>;
  className?: string;
  children?: ReactNode;
}

/** A navigation link by its kind (SPEC §2.3): in-app link, plain anchor, or a button running a named action. */
export function NavLink({ link, className, children }: NavLinkProps) {
  const openNewsFeed = useSetAtom(newsFeedPanelOpenAtom);
  const content = children ?? link.title;
  if (link.type === 'action') {
    const action = link.href.replace(/^action:/, '');
    const run = () => {
      if (action === 'open-news-feed-panel') openNewsFeed(true);
      else console.warn(`Unknown link action: ${action}`);
    };
    return (
      <button type="button" className={`link-button ${className ?? ''}`} onClick={run}>
        {content}
      </button>
    );
  }
  // Script-like targets never render as links (SPEC §2.3); external ones only as plain anchors.
  if (!link.href || !isNavigable(link.href, { allowExternal: link.type === 'anchor' })) {
    return <span className={className}>{content}</span>;
  }
  const external = link.type === 'anchor' && /^(https?:)?\/\//.test(link.href);
  return (
    <a
      className={className}
      href={link.href}
      target={link.target === '_blank' ? '_blank' : undefined}
      rel={external || link.target === '_blank' ? 'noopener noreferrer' : undefined}
      data-vike={link.type === 'anchor' ? 'false' : undefined}
    >
      {content}
    </a>
  );
}
