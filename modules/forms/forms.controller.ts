import { create as contentDisposition } from 'content-disposition';
import { Body, Controller, Get, Header, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../src/core/http/access.decorators.js';
import { ApiErrors, ApiFileResponse, BAD_QUERY_ERROR } from '../../src/core/http/openapi.js';
import { ParamPattern } from '../../src/core/http/param-pattern.pipe.js';
import { BodyLimit } from '../../src/core/http/route-body-limit.js';
import { FORM_POST_BODY_LIMIT_BYTES, PAGE_FORM_KIND } from './form-post.js';
import { FormPostHandler } from './form-post.handler.js';
import type { FormKind } from './forms.contract.js';
import { FormsErrors } from './forms.errors.js';
import {
  ContactFormDto,
  FormSettingsResponseDto,
  FormSubmittedResponseDto,
  ServiceRequestDto,
  SupportRequestDto,
  WhitepaperFormDto,
} from './forms.dto.js';
import { CONTACT_EXAMPLE, SUBMITTED_EXAMPLE, SUPPORT_REQUEST_EXAMPLE, WHITEPAPER_EXAMPLE } from './forms.examples.js';
import { FormsService, type SubmissionClient } from './forms.service.js';
import { JsonBodyGuard } from './json-body.guard.js';
import { DOWNLOAD_TOKEN, WhitepaperDownloads } from './whitepaper-downloads.js';

const clientOf = (request: FastifyRequest): SubmissionClient => ({ ip: request.ip });

/** What every form endpoint can answer besides 201 (README § REST API). */
const FormErrors = () =>
  ApiErrors(
    [400, 'Invalid fields (the SPEC §5 messages, e.g. "firstName: Please enter your first name"), or BotCheckFailed'],
    [415, 'UnsupportedContentType: send JSON (the CSRF defence of these public forms)'],
    [429, 'RateLimited: too many submissions from this address'],
  );

/** SPEC §1 public forms, for the site's own pages and for integrators (README § REST API). */
@ApiTags('Forms')
@Public()
@Controller('forms')
export class FormsController {
  constructor(
    private readonly forms: FormsService,
    private readonly downloads: WhitepaperDownloads,
    private readonly formPosts: FormPostHandler,
  ) {}

  @Get('settings')
  @ApiOperation({ summary: 'What a client needs before submitting (the bot-protection site key)' })
  @ApiOkResponse({ type: FormSettingsResponseDto, description: 'The settings' })
  @ApiErrors(BAD_QUERY_ERROR)
  settings(): FormSettingsResponseDto {
    return this.forms.settings();
  }

  @Post('contact')
  @UseGuards(JsonBodyGuard)
  @ApiOperation({
    summary: 'Send the contact form',
    description: 'Stored, then mailed to the team. Public; JSON only. Limited per client address.',
  })
  @ApiBody({
    type: ContactFormDto,
    examples: { contact: { summary: 'A request for an offer', value: CONTACT_EXAMPLE } },
  })
  @ApiCreatedResponse({ type: FormSubmittedResponseDto, description: 'Stored', example: SUBMITTED_EXAMPLE })
  @FormErrors()
  contact(@Body() body: ContactFormDto, @Req() request: FastifyRequest): Promise<FormSubmittedResponseDto> {
    return this.forms.submit('contact', { ...body }, clientOf(request));
  }

  @Post('support-request')
  @UseGuards(JsonBodyGuard)
  @ApiOperation({ summary: 'Send a support request (SPEC §3)', description: 'Public; JSON only.' })
  @ApiBody({
    type: SupportRequestDto,
    examples: { support: { summary: 'A machine that stops', value: SUPPORT_REQUEST_EXAMPLE } },
  })
  @ApiCreatedResponse({ type: FormSubmittedResponseDto, description: 'Stored', example: SUBMITTED_EXAMPLE })
  @FormErrors()
  supportRequest(@Body() body: SupportRequestDto, @Req() request: FastifyRequest): Promise<FormSubmittedResponseDto> {
    return this.forms.submit('support-request', { ...body }, clientOf(request));
  }

  @Post('service-request')
  @UseGuards(JsonBodyGuard)
  @ApiOperation({ summary: 'Send a service request (SPEC §3)', description: 'Public; JSON only.' })
  @ApiCreatedResponse({ type: FormSubmittedResponseDto, description: 'Stored', example: SUBMITTED_EXAMPLE })
  @FormErrors()
  serviceRequest(@Body() body: ServiceRequestDto, @Req() request: FastifyRequest): Promise<FormSubmittedResponseDto> {
    return this.forms.submit('service-request', { ...body }, clientOf(request));
  }

  @Post('page/:kind')
  @BodyLimit(FORM_POST_BODY_LIMIT_BYTES)
  @ApiOperation({
    summary: 'Send a form from its page without JavaScript',
    description:
      'The HTML form of the contact, support and service request pages (urlencoded, with `page`, `site` and ' +
      '`locale`). Sent: 303 to the page with `?sent={kind}`. Refused: the page again with the messages (HTML). ' +
      'Origin or Referer must be this site. Limited per client address like the JSON routes.',
  })
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiParam({ name: 'kind', enum: ['contact', 'support-request', 'service-request'] })
  @ApiResponse({ status: 303, description: 'Sent: on to the thanks page' })
  @ApiErrors(
    [400, 'The page again, with the messages of the invalid fields (HTML)'],
    [403, 'CrossSiteForm: the form was not sent from this site'],
    [413, 'The body is too large'],
    [429, 'The page again, saying there were too many submissions (HTML)'],
  )
  async page(
    @Param('kind', new ParamPattern(PAGE_FORM_KIND, () => FormsErrors.FormNotFound())) kind: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.formPosts.handle(kind as FormKind, request, reply, clientOf(request));
  }

  @Post('whitepaper')
  @UseGuards(JsonBodyGuard)
  @ApiOperation({
    summary: 'Ask for a whitepaper',
    description: 'Answers the download link of the PDF (valid for a day). Public; JSON only.',
  })
  @ApiBody({
    type: WhitepaperFormDto,
    examples: { whitepaper: { summary: 'Smart wire processing', value: WHITEPAPER_EXAMPLE } },
  })
  @ApiCreatedResponse({ type: FormSubmittedResponseDto, description: 'Stored, with the download link' })
  @FormErrors()
  whitepaper(@Body() body: WhitepaperFormDto, @Req() request: FastifyRequest): Promise<FormSubmittedResponseDto> {
    return this.forms.submit('whitepaper', { ...body }, clientOf(request));
  }

  @Get('whitepaper/download/:token')
  @Header('cache-control', 'private, no-store')
  @ApiOperation({ summary: 'Download a requested whitepaper', description: 'The `download.url` of the form answer.' })
  @ApiParam({ name: 'token', description: 'The signed token of the download link' })
  @ApiFileResponse(['application/pdf'], 'The whitepaper (an attachment)')
  @ApiErrors([404, 'DownloadNotFound: the link is invalid or has expired'])
  async download(
    @Param('token', new ParamPattern(DOWNLOAD_TOKEN, () => FormsErrors.DownloadNotFound())) token: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const file = await this.downloads.open(token);
    void reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', contentDisposition(file.fileName))
      .header('x-content-type-options', 'nosniff');
    return file.body;
  }
}
