import { DomainError } from '../../src/core/http/api-exception.filter.js';

export const NEWS_FEED_ERROR_STATUS = { InvalidCursor: 400 } as const satisfies Record<string, number>;

export class InvalidCursor extends DomainError {
  constructor() {
    super('InvalidCursor', 'after is not a valid cursor', NEWS_FEED_ERROR_STATUS.InvalidCursor);
  }
}
