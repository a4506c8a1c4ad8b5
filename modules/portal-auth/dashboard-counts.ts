import { Injectable, Logger } from '@nestjs/common';
import type { UserProfile } from '../identity-provider/index.js';
import type { PortalServiceId } from './portal-services.contract.js';

/** A number a feature shows on its dashboard tile for the user; undefined shows none. */
export type DashboardCount = (user: UserProfile) => Promise<number | undefined>;

/**
 * The dashboard tiles' numbers (issue 31: how many tickets wait for the customer). Features above portal-auth
 * register theirs at start-up, so portal-auth imports none of them.
 */
@Injectable()
export class DashboardCounts {
  private readonly logger = new Logger(DashboardCounts.name);
  private readonly sources = new Map<PortalServiceId, DashboardCount>();

  register(service: PortalServiceId, count: DashboardCount): void {
    this.sources.set(service, count);
  }

  /** Every registered count for the user; a failing source shows no number rather than failing the dashboard. */
  async for(user: UserProfile): Promise<Partial<Record<PortalServiceId, number>>> {
    const entries = await Promise.all(
      [...this.sources].map(async ([service, count]) => {
        try {
          return [service, await count(user)] as const;
        } catch (error) {
          this.logger.warn(`dashboard count of ${service}: ${String(error)}`);
          return [service, undefined] as const;
        }
      }),
    );
    return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
  }
}
