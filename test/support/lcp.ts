// Largest contentful paint as Chromium reports it to the page (browser specs pass this to `page.addInitScript`).

export interface LcpCandidate {
  time: number;
  size: number;
  tag: string;
  text: string;
  inBanner: boolean;
}

/** Records each largest-contentful-paint candidate as it comes, before hydration may replace its element. */
export function recordLcpCandidates() {
  const found: LcpCandidate[] = [];
  (window as unknown as { __lcp: LcpCandidate[] }).__lcp = found;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null; size: number })[]) {
      found.push({
        time: entry.startTime,
        size: entry.size,
        tag: entry.element?.tagName ?? '(removed)',
        text: (entry.element?.textContent ?? '').trim().slice(0, 60),
        inBanner: entry.element?.closest('.consent-banner') != null,
      });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}
