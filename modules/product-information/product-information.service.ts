import type { InfoProductDto } from './product-information.dto.js';
import type { PartDetailDto } from './product-information.dto.js';
import type { ProductInfoPageDto } from './product-information.dto.js';
import type { QuoteRequestConfirmationDto } from './product-information.dto.js';
import type { QuoteContactDto } from './product-information.dto.js';
import type { VisitorQuoteConfirmationDto } from './product-information.dto.js';
import { Inject, Injectable } from '@nestjs/common';
import { type MailConfig, mailConfig } from '../mail/mail.config.js';
import type { UserProfile } from '../identity-provider/index.js';
import { MailService } from '../mail/index.js';
import type { ManualDetail, PublicPartView, TopicDetail } from './product-information.contract.js';
import { ProductInformationErrors } from './product-information.errors.js';
import type { ProductInformationPort } from './product-information.port.js';
import {
  toInfoProduct,
  toManualDetail,
  toManualSummary,
  toPartDetail,
  toPartSummary,
  toPublicPart,
  toQuoteConfirmation,
  toTopicDetail,
} from './product-information.mapper.js';
import { ProductInformationRepository, type ProductScope } from './product-information.repository.js';
import { quoteMail } from './quote-mail.js';

/** SPEC §6: the product-info service's role. */
export const PRODUCT_INFO_ROLE = 'kmx_int_productinfo_active';
/** Internal employees (SPEC §6 internal delegated admin) read every product's documentation and parts. */
export const INTERNAL_ROLE = 'kmx_delegatedadmin_intern';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: string): boolean => UUID.test(value);
/** Route segments are bounded before any query. */
const isKey = (value: string): boolean => value.length > 0 && value.length <= 200;

/** A visitor's cart with their contact details (checked by the DTO) and their admission (rate limit, bot check). */
export interface VisitorQuoteInput extends QuoteRequestInput {
  firstName: string;
  lastName: string;
  email: string;
  company?: string | undefined;
  telephone?: string | undefined;
  country: string;
  locale: string;
  ipHash: string;
  botCheck: string;
}

export interface QuoteRequestInput {
  lines: readonly { partId: string; quantity: number }[];
  note?: string | undefined;
}

/**
 * The rules of the product information and the parts quote requests; the `builtin` ProductInformationPort (issue 33):
 * no lifecycle hooks here, Nest would call them once per token.
 */
@Injectable()
export class ProductInformationService implements ProductInformationPort {
  constructor(
    private readonly repository: ProductInformationRepository,
    private readonly mail: MailService,
    @Inject(mailConfig.KEY) private readonly mailSettings: MailConfig,
  ) {}

  /** True when the user may use the product information (SPEC §6). */
  static canUse(user: UserProfile): boolean {
    return user.roles.includes(PRODUCT_INFO_ROLE) && (user.companyId !== '' || user.roles.includes(INTERNAL_ROLE));
  }

  /** The products the user may read: their company's, or all for internal employees. */
  scopeOf(user: UserProfile): ProductScope {
    if (!ProductInformationService.canUse(user)) throw ProductInformationErrors.ServiceNotActive();
    return user.roles.includes(INTERNAL_ROLE) ? { kind: 'all' } : { kind: 'company', companyId: user.companyId };
  }

  async products(user: UserProfile, language: string): Promise<InfoProductDto[]> {
    return (await this.repository.products(this.scopeOf(user), language)).map(toInfoProduct);
  }

  private async product(
    scope: ProductScope,
    language: string,
    key: { slug: string } | { id: string },
  ): Promise<InfoProductDto> {
    const value = 'slug' in key ? key.slug : key.id;
    const row = isKey(value) ? await this.repository.productBy(scope, language, key) : undefined;
    if (!row) throw ProductInformationErrors.ProductNotFound();
    return toInfoProduct(row);
  }

  /** `/{slug}`: the product with its manuals and its parts list. */
  async productPage(user: UserProfile, language: string, slug: string): Promise<ProductInfoPageDto> {
    const scope = this.scopeOf(user);
    const product = await this.product(scope, language, { slug });
    const [manuals, parts] = await Promise.all([
      this.repository.manuals(product.id),
      this.repository.parts(scope, language, product.id),
    ]);
    return { product, manuals: manuals.map(toManualSummary), parts: parts.map(toPartSummary) };
  }

  /** `/{productid}/{contentid}`: a manual of a product in scope, with its topics. */
  async manual(
    user: UserProfile,
    language: string,
    productId: string,
    manualId: string,
  ): Promise<{ product: InfoProductDto; manual: ManualDetail }> {
    const product = await this.product(this.scopeOf(user), language, { id: productId });
    const row = isKey(manualId) ? await this.repository.manual(product.id, manualId) : undefined;
    if (!row) throw ProductInformationErrors.ManualNotFound();
    return { product, manual: toManualDetail(row, await this.repository.topics(row.id)) };
  }

  /** `/{productid}/{contentid}/{topicid}`: one topic, keyed by its id. */
  async topic(
    user: UserProfile,
    language: string,
    productId: string,
    manualId: string,
    topicId: string,
  ): Promise<{ product: InfoProductDto; manual: ManualDetail; topic: TopicDetail }> {
    const { product, manual } = await this.manual(user, language, productId, manualId);
    const row = isKey(topicId) ? await this.repository.topic(manual.id, topicId) : undefined;
    if (!row) throw ProductInformationErrors.TopicNotFound();
    return { product, manual, topic: toTopicDetail(row) };
  }

  /** SPEC §1: a product's spare parts as its public page lists them (no stock, no location). */
  async publicParts(productId: string, language: string): Promise<PublicPartView[]> {
    return (await this.repository.parts({ kind: 'all' }, language, productId)).map(toPublicPart);
  }

  /** SPEC §3 Part detail of a part in scope. */
  async part(user: UserProfile, language: string, partId: string): Promise<PartDetailDto> {
    const scope = this.scopeOf(user);
    const [row] = isUuid(partId) ? await this.repository.partsByIds(scope, language, [partId]) : [];
    if (!row) throw ProductInformationErrors.PartNotFound();
    return toPartDetail(row);
  }

  /** SPEC §1: the company and contact a customer's quote request is stored with (as `requestQuote` does). */
  quoteContact(user: UserProfile): QuoteContactDto {
    this.scopeOf(user);
    return { contactName: user.fullName || user.email, contactEmail: user.email, companyName: user.companyName };
  }

  /**
   * The parts cart sent for a quote, stored with the user's company. Every part must exist and be
   * visible to the company; the lines' shape and bounds were checked by the DTO.
   */
  async requestQuote(user: UserProfile, input: QuoteRequestInput): Promise<QuoteRequestConfirmationDto> {
    const scope = this.scopeOf(user);
    const ids = input.lines.map((line) => line.partId.toLowerCase());
    if (new Set(ids).size !== ids.length) throw ProductInformationErrors.QuoteDuplicatePart();
    const parts = new Map((await this.repository.partsByIds(scope, 'en', ids)).map((row) => [row.id, row]));
    if (parts.size !== ids.length) throw ProductInformationErrors.QuoteUnknownPart();
    const lines = input.lines.map((line) => {
      const row = parts.get(line.partId.toLowerCase())!;
      return { partId: row.id, articleNumber: row.articleNumber, name: row.name, quantity: line.quantity };
    });
    const contactName = user.fullName || user.email;
    const note = (input.note ?? '').trim();
    // The request and the sales team's mail in one transaction: the mail exists exactly when the request does.
    const { request, stored } = await this.repository.transaction(async (tx) => {
      const created = await tx.insertQuoteRequest({
        companyId: user.companyId,
        accountId: isUuid(user.id) ? user.id : null,
        contactName,
        contactEmail: user.email,
        note,
        lines,
      });
      const mail = quoteMail(
        { number: created.number, companyName: user.companyName, contactName, contactEmail: user.email, note, lines },
        this.mailSettings.partsQuoteTo,
      );
      await this.mail.queue(mail, tx.handle);
      return { request: created, stored: (await tx.quoteRequest(user.companyId, created.id))!.lines };
    });
    return toQuoteConfirmation(request, stored, user.companyName);
  }

  /**
   * SPEC §1: a visitor's parts cart sent for a quote. Every product's parts are public on its product page, so any
   * existing part may be requested; the request and the sales team's mail are stored in one transaction.
   */
  async requestVisitorQuote(input: VisitorQuoteInput): Promise<VisitorQuoteConfirmationDto> {
    const ids = input.lines.map((line) => line.partId.toLowerCase());
    if (new Set(ids).size !== ids.length) throw ProductInformationErrors.QuoteDuplicatePart();
    const parts = new Map((await this.repository.partsByIds({ kind: 'all' }, 'en', ids)).map((row) => [row.id, row]));
    if (parts.size !== ids.length) throw ProductInformationErrors.QuoteUnknownPart();
    const lines = input.lines.map((line) => {
      const row = parts.get(line.partId.toLowerCase())!;
      return { partId: row.id, articleNumber: row.articleNumber, name: row.name, quantity: line.quantity };
    });
    const contactName = `${input.firstName.trim()} ${input.lastName.trim()}`;
    const contactEmail = input.email.trim();
    const company = input.company?.trim() || null;
    const telephone = input.telephone?.trim() || null;
    const note = (input.note ?? '').trim();
    return this.repository.transaction(async (tx) => {
      const created = await tx.insertQuoteRequest({
        companyId: null,
        accountId: null,
        contactName,
        contactEmail,
        note,
        lines,
        visitor: {
          company,
          telephone,
          country: input.country,
          locale: input.locale,
          ipHash: input.ipHash,
          botCheck: input.botCheck,
        },
      });
      const mail = quoteMail(
        {
          number: created.number,
          companyName: company ?? `${contactName} (visitor)`,
          contactName,
          contactEmail,
          note,
          telephone: telephone ?? undefined,
          country: input.country,
          lines,
        },
        this.mailSettings.partsQuoteTo,
      );
      await this.mail.queue(mail, tx.handle);
      const stored = (await tx.quoteRequestById(created.id))!.lines;
      return { id: created.id, number: created.number, lines: toQuoteConfirmation(created, stored, '').lines };
    });
  }

  /** Visitors' requests from one hashed address since a moment (the rate limit's count). */
  visitorRequestsSince(ipHash: string, since: Date): Promise<number> {
    return this.repository.visitorRequestsSince(ipHash, since);
  }

  /** A quote request of the user's company. */
  async quoteRequest(user: UserProfile, id: string): Promise<QuoteRequestConfirmationDto> {
    this.scopeOf(user);
    const found = isUuid(id) ? await this.repository.quoteRequest(user.companyId, id) : undefined;
    if (!found) throw ProductInformationErrors.QuoteRequestNotFound();
    return toQuoteConfirmation(found.request, found.lines, user.companyName);
  }
}
