import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './news-feed.cursor.js';

describe('news feed cursors', () => {
  it('round-trips a position', () => {
    const position = { publishedAt: '2026-11-02T09:30:00.000Z', id: 'nf-012' };
    expect(decodeCursor(encodeCursor(position))).toEqual(position);
  });

  it.each([
    ['not base64url', 'abc$%'],
    ['not JSON', Buffer.from('nope').toString('base64url')],
    ['the wrong shape', Buffer.from('{"a":1}').toString('base64url')],
    ['a bad date', Buffer.from('["yesterday","nf-1"]').toString('base64url')],
    ['a bad id', Buffer.from('["2026-11-02T09:30:00.000Z","x y"]').toString('base64url')],
    ['too long', 'a'.repeat(301)],
  ])('refuses %s', (_label, cursor) => {
    expect(decodeCursor(cursor)).toBeUndefined();
  });
});
