import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../src/core/http/openapi.js';
import { Public } from '../../src/core/http/access.decorators.js';
import { LocaleResponse } from './locales.dto.js';
import { LOCALES_SOURCE, type LocalesSource } from './locales.source.js';

@ApiTags('Navigation')
@Public()
@Controller('locales')
export class LocalesController {
  constructor(@Inject(LOCALES_SOURCE) private readonly locales: LocalesSource) {}

  /** Every locale with its URL code and product-data (sis) code; `?cache=false` reads past the cache. */
  @Get()
  @ApiOperation({ summary: 'Every locale, with its URL code and product-data code', description: 'Public.' })
  @ApiOkResponse({ type: [LocaleResponse], description: 'All locales, international ones included' })
  @ApiErrors([429, 'Too many requests: `?cache=false` from a visitor is rate-limited (SPEC §2.3)'])
  list(): Promise<LocaleResponse[]> {
    return this.locales.listLocales();
  }
}
