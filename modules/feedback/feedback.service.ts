import type { SubmitFeedbackDto } from './feedback.dto.js';
import type { FeedbackSubmittedDto } from './feedback.dto.js';
import type { FeedbackSummaryDto } from './feedback.dto.js';
import { createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CORE_CONFIG, type CoreConfig } from '../../src/core/config/core.config.js';
import { type FormsConfig, formsConfig } from '../forms/forms.config.js';
import type { ResolvedRoute } from '../routing/index.js';
import { RoutingService } from '../routing/index.js';
import { FEEDBACK_COMMENTS_PER_PAGE, FEEDBACK_PAGES_LISTED, type FeedbackKind } from './feedback.contract.js';
import { FeedbackErrors } from './feedback.errors.js';
import { toFeedbackSummary } from './feedback.mapper.js';
import { FeedbackRepository } from './feedback.repository.js';

/** Who sends a feedback: the rate limit's address, and the host and cookies the page was shown for. */
export interface FeedbackClient {
  ip: string;
  host: string | undefined;
  cookies: Readonly<Record<string, string | undefined>>;
}

/** The page a feedback is about, as routing resolved its path. */
interface FeedbackTarget {
  kind: FeedbackKind;
  targetId: string;
  siteId: string;
  locale: string;
  title: string;
}

/** Feedback is taken like a form (rate limit per address, stored before answering). */
@Injectable()
export class FeedbackService {
  constructor(
    private readonly repository: FeedbackRepository,
    private readonly routing: RoutingService,
    @Inject(CORE_CONFIG) private readonly config: CoreConfig,
    @Inject(formsConfig.KEY) private readonly forms: FormsConfig,
  ) {}

  /** `request` passed the DTO validation. */
  async submit(request: SubmitFeedbackDto, client: FeedbackClient): Promise<FeedbackSubmittedDto> {
    const { rateLimit, rateWindowMs } = this.forms;
    const ipHash = this.hashIp(client.ip);
    // Counted in the database, as form submissions are: the limit holds across replicas and restarts.
    if ((await this.repository.countSince(ipHash, new Date(Date.now() - rateWindowMs))) >= rateLimit) {
      throw FeedbackErrors.RateLimited();
    }
    const target = await this.targetOf(request.path, client);
    if (!target) throw FeedbackErrors.UnknownPage(request.path);
    const comment = request.comment?.trim() || null;
    const row = await this.repository.transaction((tx) =>
      this.repository.insert({ ...target, path: request.path, helpful: request.helpful, comment, ipHash }, tx),
    );
    return { id: row.id };
  }

  /** The counts per page editors see (GET /api/feedback, /{locale}/editor/feedback). */
  async summary(): Promise<FeedbackSummaryDto> {
    const [counts, comments] = await Promise.all([
      this.repository.listCounts(FEEDBACK_PAGES_LISTED),
      this.repository.listLatestComments(FEEDBACK_COMMENTS_PER_PAGE),
    ]);
    return toFeedbackSummary(counts, comments);
  }

  /**
   * The CMS page, story or product page at `path` for this visitor (the same routing as the page itself: site by
   * host, locale, drafts for editors); undefined for anything else (a redirect, a 404, a list page, the portal).
   */
  private async targetOf(path: string, client: FeedbackClient): Promise<FeedbackTarget | undefined> {
    const route: ResolvedRoute = await this.routing.resolve({
      pathname: path,
      search: '',
      host: client.host,
      cookies: client.cookies,
      acceptLanguage: undefined,
      geoCountry: undefined,
    });
    if (route.kind !== 'page' && route.kind !== 'view') return undefined;
    const where = { siteId: route.layout.site.id, locale: route.layout.locale.urlCode };
    if (route.kind === 'page') return { kind: 'page', targetId: route.page.id, title: route.page.title, ...where };
    const { view } = route;
    if (view.section === 'stories' && view.name === 'detail') {
      return { kind: 'story', targetId: view.payload.story.id, title: view.title, ...where };
    }
    if (view.section === 'catalogue' && view.name === 'product') {
      return { kind: 'product', targetId: view.payload.product.slug, title: view.title, ...where };
    }
    return undefined;
  }

  /** A keyed hash: the rate limit needs to recognise an address, not to know it. */
  private hashIp(ip: string): string {
    return createHmac('sha256', this.config.sessionSecret).update(`feedback-ip:${ip}`).digest('base64url').slice(0, 32);
  }
}
