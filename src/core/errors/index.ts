export { DomainError, type ErrorStatus, withDetails } from './domain-error.js';
export { type ErrorCode, type ErrorDefinition, type ErrorFactories, defineErrors } from './define-errors.js';
