import { type SectionResult, orFallbackOn } from '../routing/index.js';
import { TicketsErrors } from './tickets.errors.js';

const TICKETING_UNAVAILABLE = TicketsErrors.TicketingUnavailable().code;

/**
 * The page, or its SPEC §8 apology while the upstream ticketing service fails (issue 33): the portal keeps its layout
 * and the user is told to try again, instead of the 500 error page. Used by the customers' and the agents' pages.
 */
export function orWhenTicketingUnavailable(
  load: () => Promise<SectionResult>,
  unavailable: () => SectionResult,
): Promise<SectionResult> {
  return orFallbackOn(TICKETING_UNAVAILABLE, unavailable, load);
}
