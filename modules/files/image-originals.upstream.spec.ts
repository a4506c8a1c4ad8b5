import { describe, expect, it } from 'vitest';
import { sourceApiBase } from './image-originals.upstream.js';

describe(sourceApiBase.name, () => {
  it('takes the API root beside the content endpoint', () => {
    expect(sourceApiBase('https://cms.example.com/api/graphql/content')).toBe('https://cms.example.com/api');
  });

  it('keeps a path prefix the source is served under', () => {
    expect(sourceApiBase('http://10.0.0.5:8080/cms/api/graphql/content/')).toBe('http://10.0.0.5:8080/cms/api');
  });

  it('falls back to /api on the same origin for an endpoint named otherwise', () => {
    expect(sourceApiBase('https://cms.example.com/graphql?x=1')).toBe('https://cms.example.com/api');
  });
});
