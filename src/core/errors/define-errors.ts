import { DomainError, type ErrorStatus } from './domain-error.js';

/** One row of a feature's error table: its HTTP status and its message (fixed, or built from arguments). */
export interface ErrorDefinition {
  status: ErrorStatus;
  message: string | ((...args: never[]) => string);
}

type ArgsOf<D extends ErrorDefinition> = D['message'] extends (...args: infer A) => string ? A : [];

/** One factory per code: `SitesErrors.SiteNotFound('main')` is a `DomainError<'SiteNotFound'>` answering 404. */
export type ErrorFactories<T extends Record<string, ErrorDefinition>> = {
  readonly [Code in keyof T & string]: (...args: ArgsOf<T[Code]>) => DomainError<Code>;
};

/** The codes of a table made by `defineErrors`. */
export type ErrorCode<F> = F extends ErrorFactories<infer T> ? keyof T & string : never;

/**
 * Declares a feature's errors in one typed table (STYLE: Errors): each code with its HTTP status and message.
 * A code must be in the table (with a status) before it can be thrown, so an unmapped code fails the typecheck.
 *
 *   export const SitesErrors = defineErrors({
 *     SiteNotFound: { status: 404, message: (siteId: string) => `Site not found: ${siteId}` },
 *   });
 *   throw SitesErrors.SiteNotFound(siteId);
 */
export function defineErrors<const T extends Record<string, ErrorDefinition>>(table: T): ErrorFactories<T> {
  const factories: Record<string, (...args: never[]) => DomainError> = {};
  for (const [code, { status, message }] of Object.entries(table)) {
    factories[code] = (...args: never[]) =>
      new DomainError(code, typeof message === 'string' ? message : message(...args), status);
  }
  return Object.freeze(factories) as unknown as ErrorFactories<T>;
}
