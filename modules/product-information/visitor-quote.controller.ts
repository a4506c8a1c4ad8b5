import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Public } from '../../src/core/http/access.decorators.js';
import { ApiErrors } from '../../src/core/http/openapi.js';
import { JsonBodyGuard, SubmissionGate } from '../forms/index.js';
import { VisitorQuoteConfirmationDto, VisitorQuoteRequestDto } from './product-information.dto.js';
import { ProductInformationService } from './product-information.service.js';

/**
 * SPEC §1, §6: the parts cart of the public main site. Visitors send it with their contact details; the same
 * defences as the contact form: JSON only (the CSRF defence of public forms), the per-address rate limit shared
 * with the forms' settings, and the bot check.
 */
@ApiTags('Forms')
@Public()
@Controller('parts-quote-requests')
export class VisitorQuoteController {
  constructor(
    private readonly service: ProductInformationService,
    private readonly gate: SubmissionGate,
  ) {}

  @Post()
  @HttpCode(201)
  @UseGuards(JsonBodyGuard)
  @ApiOperation({
    summary: "Request a quote for a visitor's parts cart",
    description: 'Stored, then mailed to the sales team. Public; JSON only. Limited per client address.',
  })
  @ApiCreatedResponse({ type: VisitorQuoteConfirmationDto, description: 'Stored, with its number' })
  @ApiErrors(
    [
      400,
      'Invalid contact fields (the SPEC §5 messages), invalid lines, QuoteDuplicatePart, QuoteUnknownPart or BotCheckFailed',
    ],
    [413, 'PayloadTooLarge: the body is over the size limit'],
    [415, 'UnsupportedContentType: send JSON'],
    [429, 'RateLimited: too many submissions from this address'],
  )
  async request(
    @Body() body: VisitorQuoteRequestDto,
    @Req() request: FastifyRequest,
  ): Promise<VisitorQuoteConfirmationDto> {
    const admission = await this.gate.admit(request.ip, body.recaptchaToken, (ipHash, since) =>
      this.service.visitorRequestsSince(ipHash, since),
    );
    return this.service.requestVisitorQuote({
      lines: body.lines,
      note: body.note,
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email,
      company: body.company,
      telephone: body.telephone,
      country: body.country,
      locale: body.locale ?? 'en',
      ...admission,
    });
  }
}
