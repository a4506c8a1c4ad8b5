export { DomainError, type ErrorStatus } from './domain-error.js';
export { type ErrorCode, type ErrorDefinition, type ErrorFactories, defineErrors } from './define-errors.js';
