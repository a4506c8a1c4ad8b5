import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { DATABASE, type Database } from '../../src/core/database/database.js';
import { type AccountRow, type CompanyRow, account, company } from './identity.schema.js';

export interface AccountWithCompany {
  account: AccountRow;
  company: CompanyRow;
}

/** SQL over accounts and their companies; nothing else. */
@Injectable()
export class AccountsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async findByEmail(email: string): Promise<AccountWithCompany | undefined> {
    const [row] = await this.db
      .select({ account, company })
      .from(account)
      .innerJoin(company, eq(company.id, account.companyId))
      .where(eq(account.email, email.toLowerCase()))
      .limit(1);
    return row;
  }

  async findById(id: string): Promise<AccountWithCompany | undefined> {
    // `sub` values come from the provider's own state, but a malformed one must not raise a SQL error.
    if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
    const [row] = await this.db
      .select({ account, company })
      .from(account)
      .innerJoin(company, eq(company.id, account.companyId))
      .where(eq(account.id, id))
      .limit(1);
    return row;
  }
}
