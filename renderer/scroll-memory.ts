/** SPEC §2.3/§9: scroll positions remembered per path and restored 100 ms after a page loads. */
export const SCROLL_RESTORE_DELAY_MS = 100;
const STORAGE_KEY = 'uapp-scroll-positions';
const MAX_REMEMBERED = 50;

function read(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** The path of the page on screen: on back/forward the URL already shows the next page when a transition starts. */
let shownPath: string | undefined;

export function pageShown(pathname: string): void {
  shownPath = pathname;
}

/** Remembers the scroll position of the page being left. */
export function rememberScroll(): void {
  const pathname = shownPath ?? window.location.pathname;
  const positions = read();
  delete positions[pathname];
  positions[pathname] = window.scrollY;
  const paths = Object.keys(positions);
  for (const path of paths.slice(0, Math.max(0, paths.length - MAX_REMEMBERED))) delete positions[path];
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // storage full or disabled: scrolling simply starts at the top
  }
}

/** After a navigation: back/forward restores the remembered position, a hash scrolls to its target, else the top. */
export function scrollAfterNavigation(pathname: string, hash: string, isBackwardOrForward: boolean): void {
  setTimeout(() => {
    const remembered = read()[pathname];
    if (isBackwardOrForward && typeof remembered === 'number') {
      window.scrollTo(0, remembered);
      return;
    }
    const target = hash ? document.getElementById(decodeURIComponent(hash.replace(/^#/, ''))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, SCROLL_RESTORE_DELAY_MS);
}
