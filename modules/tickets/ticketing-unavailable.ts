import { DomainError } from '../../src/core/errors/index.js';
import type { SectionResult } from '../routing/index.js';
import { TicketsErrors } from './tickets.errors.js';

const TICKETING_UNAVAILABLE = TicketsErrors.TicketingUnavailable().code;

/**
 * The page, or its SPEC §8 apology while the upstream ticketing service fails (issue 33): the portal keeps its layout
 * and the user is told to try again, instead of the 500 error page. Used by the customers' and the agents' pages.
 */
export async function orWhenTicketingUnavailable(
  load: () => Promise<SectionResult>,
  unavailable: () => SectionResult,
): Promise<SectionResult> {
  try {
    return await load();
  } catch (error) {
    if (!(error instanceof DomainError && error.code === TICKETING_UNAVAILABLE)) throw error;
    return unavailable();
  }
}
