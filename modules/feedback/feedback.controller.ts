import { Body, Controller, Get, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiErrors } from '../../src/core/http/openapi.js';
import { JsonOnlyGuard } from '../../src/core/http/json-only.guard.js';
import { Editor, Public } from '../../src/core/http/access.decorators.js';
import { ApiEditorAuth } from '../editor-auth/index.js';
import { FeedbackSubmittedDto, FeedbackSummaryDto, SubmitFeedbackDto } from './feedback.dto.js';
import { FeedbackService } from './feedback.service.js';

/**
 * "Was this page helpful?". Posting is public and cookie-less like the forms, so JSON only is its
 * CSRF defence (a cross-site form cannot send JSON; a cross-site fetch with it needs a preflight never granted).
 */
@ApiTags('Feedback')
@Controller('feedback')
export class FeedbackController {
  constructor(private readonly feedback: FeedbackService) {}

  @Post()
  @Public()
  @UseGuards(JsonOnlyGuard)
  @ApiOperation({
    summary: '“Was this page helpful?”: store a visitor’s answer',
    description:
      'Public; JSON only. The path must be a CMS page, story or product page of the site. Limited per client.',
  })
  @ApiBody({
    type: SubmitFeedbackDto,
    examples: {
      yes: { summary: 'Helpful, with a comment', value: { path: '/en/about', helpful: true, comment: 'Clear.' } },
    },
  })
  @ApiCreatedResponse({ type: FeedbackSubmittedDto, description: 'Stored' })
  @ApiErrors(
    [400, 'Invalid fields, or UnknownPage: the path is not a CMS page, story or product page'],
    [415, 'UnsupportedContentType: send JSON (the CSRF defence of this public endpoint)'],
    [429, 'RateLimited: too many answers from this address'],
  )
  submit(@Body() body: SubmitFeedbackDto, @Req() request: FastifyRequest): Promise<FeedbackSubmittedDto> {
    return this.feedback.submit(body, { ip: request.ip, host: request.headers.host, cookies: request.cookies });
  }

  /** Editors only: 401 without the editor cookie. */
  @Get()
  @Editor()
  @ApiEditorAuth()
  @ApiOperation({ summary: 'The answers per page, for editors' })
  @ApiOkResponse({ type: FeedbackSummaryDto, description: 'Counts and comments per page, most answered first' })
  summary(): Promise<FeedbackSummaryDto> {
    return this.feedback.summary();
  }
}
