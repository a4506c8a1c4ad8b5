import { DomainError } from '../../src/core/http/api-exception.filter.js';

/** SPEC §5: the exact message when a site has no home page for the country and no universal one. */
export class InvalidHomePageConfiguration extends DomainError {
  constructor(siteId: string, country: string) {
    super(
      'InvalidHomePageConfiguration',
      `Invalid home page configuration for site ${siteId} no universal page configured and no page configured for country ${country}`,
      500,
    );
  }
}

export class SiteNotFound extends DomainError {
  constructor(siteId: string) {
    super('SiteNotFound', `Site not found: ${siteId}`, 404);
  }
}

export class LanguageNotServed extends DomainError {
  constructor(siteId: string, language: string) {
    super('LanguageNotServed', `Site ${siteId} is not available in language ${language}`, 404);
  }
}
