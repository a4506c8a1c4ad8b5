import { Controller, Get } from '@nestjs/common';
import type { LocaleResponse } from './locales.dto.js';
import { LocalesService } from './locales.service.js';

@Controller('locales')
export class LocalesController {
  constructor(private readonly locales: LocalesService) {}

  /** Every locale with its URL code and product-data (sis) code; `?cache=false` reads past the cache. */
  @Get()
  list(): Promise<LocaleResponse[]> {
    return this.locales.listLocales();
  }
}
