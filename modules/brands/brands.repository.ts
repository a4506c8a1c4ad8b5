import { Inject, Injectable } from '@nestjs/common';
import { asc } from 'drizzle-orm';
import { DATABASE, type Database } from '../../src/core/database/database.js';
import { type BrandRow, brand } from './brands.schema.js';

@Injectable()
export class BrandsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  listBrands(): Promise<BrandRow[]> {
    return this.db.select().from(brand).orderBy(asc(brand.id));
  }
}
