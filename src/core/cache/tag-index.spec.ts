import { describe, expect, it } from 'vitest';
import { MAX_TAGS_PER_ENTRY, OVERFLOW_TAG, boundedTags } from './cache-tags.js';
import { TagIndex } from './tag-index.js';

describe('TagIndex', () => {
  it('finds the keys of any of the tags, once, and forgets them', () => {
    const index = new TagIndex(10, () => undefined);
    index.add('a', ['doc:page:1', 'nav:main']);
    index.add('b', ['doc:page:2', 'nav:main']);
    index.add('c', ['doc:page:3']);
    expect(index.take(['doc:page:1', 'nav:main']).sort()).toEqual(['a', 'b']);
    expect(index.take(['nav:main'])).toEqual([]);
    expect(index.take(['doc:page:3'])).toEqual(['c']);
    expect(index.size).toEqual({ keys: 0, tags: 0 });
  });

  it('replaces a key’s tags when it is set again', () => {
    const index = new TagIndex(10, () => undefined);
    index.add('a', ['doc:page:1']);
    index.add('a', ['doc:page:2']);
    expect(index.take(['doc:page:1'])).toEqual([]);
    expect(index.take(['doc:page:2'])).toEqual(['a']);
  });

  it('holds no more keys than its cache holds entries, dropping the entry with its place', () => {
    const evicted: string[] = [];
    const index = new TagIndex(3, (key) => evicted.push(key));
    for (let i = 0; i < 10; i++) index.add(`k${i}`, [`doc:page:${i}`, 'nav:main']);
    expect(index.size).toEqual({ keys: 3, tags: 4 });
    expect(evicted).toEqual(['k0', 'k1', 'k2', 'k3', 'k4', 'k5', 'k6']);
    expect(index.take(['nav:main']).sort()).toEqual(['k7', 'k8', 'k9']);
  });

  it('matches an entry with too many tags to list on every invalidation', () => {
    const many = Array.from({ length: MAX_TAGS_PER_ENTRY + 1 }, (_, i) => `doc:page:${i}`);
    expect(boundedTags(many)).toEqual([OVERFLOW_TAG]);
    const index = new TagIndex(10, () => undefined);
    index.add('big', boundedTags(many));
    expect(index.take(['list:story'])).toEqual(['big']);
  });

  it('refuses an entry whose load started before one of its tags was invalidated', () => {
    const index = new TagIndex(10, () => undefined);
    const startedAt = Date.now() - 10;
    index.take(['doc:page:1']);
    expect(index.add('a', ['doc:page:1'], startedAt)).toBe(false);
    expect(index.add('b', ['doc:page:2'], startedAt)).toBe(true);
    expect(index.add('c', ['doc:page:1'], Date.now())).toBe(true);
  });
});
