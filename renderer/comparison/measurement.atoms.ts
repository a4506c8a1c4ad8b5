import { atom } from 'jotai';
import { MEASUREMENT_SYSTEM_COOKIE, type MeasurementSystem } from '../../modules/products/products.contract.js';
import { readPreferenceCookie, setPreferenceCookie } from '../preference-cookies.js';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The visitor's explicit choice this page load; null: the page's own (cookie or country default, SPEC §9). */
export const measurementChoiceAtom = atom<MeasurementSystem | null>(null);
measurementChoiceAtom.debugLabel = 'measurementChoiceAtom';

/** Choosing a system stores it in the cookie `uapp_measurement_system` (SPEC §9), which keys the page cache too. */
export const chooseMeasurementSystemAtom = atom(null, (_get, set, system: MeasurementSystem) => {
  set(measurementChoiceAtom, system);
  setPreferenceCookie(MEASUREMENT_SYSTEM_COOKIE, system, ONE_YEAR_SECONDS);
});
chooseMeasurementSystemAtom.debugLabel = 'chooseMeasurementSystemAtom';

/** The cookie's value in the browser, if any. */
export function measurementSystemFromCookie(): MeasurementSystem | null {
  const value = readPreferenceCookie(MEASUREMENT_SYSTEM_COOKIE);
  return value === 'Metric' || value === 'Imperial' ? value : null;
}
