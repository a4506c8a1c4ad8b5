import { Inject, Injectable } from '@nestjs/common';
import { asc } from 'drizzle-orm';
import { DATABASE, type Database } from '../../src/core/database/database.js';
import { type SiteDomainRow, type SiteRow, site, siteDomain } from './sites.schema.js';

@Injectable()
export class SitesRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  listSites(): Promise<SiteRow[]> {
    return this.db.select().from(site).orderBy(asc(site.id));
  }

  listDomains(): Promise<SiteDomainRow[]> {
    return this.db.select().from(siteDomain).orderBy(asc(siteDomain.id));
  }
}
