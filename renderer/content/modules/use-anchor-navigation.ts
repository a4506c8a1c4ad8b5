import { useAtomValue } from 'jotai';
import { type RefObject, useEffect, useState } from 'react';
import { stickyAnchorNavigationAtom } from '../../page-ui.atoms.js';

/** The part of the viewport under the stuck navigation where the section being read is (share of the height). */
const READING_BAND = 0.35;
/** The band is never thinner than this, so a short window still finds a section. */
const MIN_READING_BAND_PX = 80;

/**
 * SPEC §2.4 sticky anchor navigation: the section in view, found with an IntersectionObserver watching a band just
 * under the stuck header and navigation, and the header's height as `--site-header-height` on the layout (the
 * navigation sticks under it, the sections scroll to below both). Null above the first section.
 */
export function useAnchorNavigation(
  navigation: RefObject<HTMLElement | null>,
  sectionIds: readonly string[],
): [active: string | null, setActive: (id: string) => void] {
  const [active, setActive] = useState<string | null>(null);
  // The layout makes the header sticky once the page's anchor navigation is in the page-level state.
  const sticky = useAtomValue(stickyAnchorNavigationAtom).length > 0;
  const ids = sectionIds.join(' ');

  useEffect(() => {
    const nav = navigation.current;
    const app = nav?.closest<HTMLElement>('.app');
    if (!nav || !app) return;
    const sections = ids
      .split(' ')
      .map((id) => document.getElementById(id))
      .filter((section): section is HTMLElement => section !== null);
    const header = app.querySelector<HTMLElement>(':scope > .site-header');
    const visible = new Set<string>();
    const last = sections.at(-1);
    let lastInFull = false;
    let observers: IntersectionObserver[] = [];
    let bandTop = 0;

    const choose = () => {
      const first = sections.find((section) => visible.has(section.id));
      // The last section may be too short to reach the band before the page ends: wholly in view, it is current.
      if (last && lastInFull) setActive(last.id);
      else if (first) setActive(first.id);
      // Above the first section (the hero in view) nothing is current; between sections the last one stays.
      else if (!sections[0] || sections[0].getBoundingClientRect().top > bandTop) setActive(null);
    };

    const measure = () => {
      const headerHeight = header && getComputedStyle(header).position === 'sticky' ? header.offsetHeight : 0;
      app.style.setProperty('--site-header-height', `${headerHeight}px`);
      bandTop = headerHeight + nav.offsetHeight;
      const band = Math.max(window.innerHeight * READING_BAND, MIN_READING_BAND_PX);
      const bottom = Math.max(window.innerHeight - bandTop - band, 0);
      for (const observer of observers) observer.disconnect();
      visible.clear();
      lastInFull = false;
      if (typeof IntersectionObserver === 'undefined' || !last) return;
      const inBand = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (entry.isIntersecting) visible.add(entry.target.id);
            else visible.delete(entry.target.id);
          }
          choose();
        },
        { rootMargin: `-${bandTop}px 0px -${bottom}px 0px` },
      );
      for (const section of sections) inBand.observe(section);
      const lastSection = new IntersectionObserver(
        ([entry]) => {
          lastInFull = entry !== undefined && entry.intersectionRatio >= 0.99;
          choose();
        },
        { rootMargin: `-${bandTop}px 0px 0px 0px`, threshold: [0, 0.99] },
      );
      lastSection.observe(last);
      observers = [inBand, lastSection];
    };

    measure();
    const resize = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    if (header) resize?.observe(header);
    window.addEventListener('resize', measure);
    return () => {
      for (const observer of observers) observer.disconnect();
      resize?.disconnect();
      window.removeEventListener('resize', measure);
      app.style.removeProperty('--site-header-height');
    };
  }, [navigation, ids, sticky]);

  return [active, setActive];
}
