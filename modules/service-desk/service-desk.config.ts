import { defineConfig } from '../../src/core/config/define-config.js';

/** How long the service team has for its first reply, per ticket type (issue 31). */
export interface ServiceDeskConfig {
  /** Hours for a type not listed in `firstResponseHoursByType`. */
  firstResponseHours: number;
  /** Ticket type code → hours. */
  firstResponseHoursByType: Readonly<Record<string, number>>;
}

/** The demo types' defaults: a breakdown stops production, a spare-parts question does not. */
export const DEFAULT_FIRST_RESPONSE_HOURS_BY_TYPE = 'breakdown=4,software=8,spare-parts=24,maintenance=48';
const MAX_HOURS = 24 * 365;

export const serviceDeskConfig = defineConfig('serviceDesk', (env): ServiceDeskConfig => {
  const byType: Record<string, number> = {};
  const raw = env.string('SERVICE_DESK_FIRST_RESPONSE_HOURS_BY_TYPE') ?? DEFAULT_FIRST_RESPONSE_HOURS_BY_TYPE;
  for (const entry of raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = /^([A-Za-z0-9_-]{1,100})=(\d{1,6})$/.exec(entry);
    const hours = match ? Number(match[2]) : NaN;
    if (!match || hours < 1 || hours > MAX_HOURS) {
      env.fail(`SERVICE_DESK_FIRST_RESPONSE_HOURS_BY_TYPE: "${entry}" is not type=hours (1 to ${MAX_HOURS})`);
      continue;
    }
    byType[match[1]!] = hours;
  }
  return {
    firstResponseHours: env.int('SERVICE_DESK_FIRST_RESPONSE_HOURS', 24, 1, MAX_HOURS),
    firstResponseHoursByType: byType,
  };
});
