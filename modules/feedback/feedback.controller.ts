import { Body, Controller, Get, Post, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { JsonOnlyGuard } from '../../src/core/http/json-only.guard.js';
import { EditorGuard } from '../editor-auth/index.js';
import { FeedbackSubmittedDto, FeedbackSummaryDto, SubmitFeedbackDto } from './feedback.dto.js';
import { FeedbackService } from './feedback.service.js';

/**
 * Issue 16 item 3: "Was this page helpful?". Posting is public and cookie-less like the forms, so JSON only is its
 * CSRF defence (a cross-site form cannot send JSON; a cross-site fetch with it needs a preflight never granted).
 */
@Controller('feedback')
export class FeedbackController {
  constructor(private readonly feedback: FeedbackService) {}

  @Post()
  @UseGuards(JsonOnlyGuard)
  submit(@Body() body: SubmitFeedbackDto, @Req() request: FastifyRequest): Promise<FeedbackSubmittedDto> {
    return this.feedback.submit(body, { ip: request.ip, host: request.headers.host, cookies: request.cookies });
  }

  /** Editors only: 401 without the editor cookie. */
  @Get()
  @UseGuards(EditorGuard)
  summary(): Promise<FeedbackSummaryDto> {
    return this.feedback.summary();
  }
}
