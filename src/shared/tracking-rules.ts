/** SPEC §2.1: technical areas are paths starting with style-guide or callback; they are never tracked. */
const TECHNICAL_AREAS = ['style-guide', 'callback'];

export function isTechnicalArea(pathname: string): boolean {
  const first = pathname.split('/').filter(Boolean)[0];
  return first !== undefined && TECHNICAL_AREAS.includes(first);
}

/** Tracking scripts (a tag manager) load only outside technical areas and for visitors not marked as testing. */
export function trackingAllowed(pathname: string, isTestingVisitor: boolean): boolean {
  return !isTechnicalArea(pathname) && !isTestingVisitor;
}
