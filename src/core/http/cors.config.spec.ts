import { describe, expect, it } from 'vitest';
import { corsConfig, parseCorsOrigins } from './cors.config.js';
import { ConfigError } from '../config/config-error.js';
import { readConfig } from '../config/define-config.js';

describe(parseCorsOrigins.name, () => {
  it('is empty by default: same origin only', () => {
    expect(parseCorsOrigins(undefined)).toEqual([]);
    expect(parseCorsOrigins(' ')).toEqual([]);
    expect(readConfig(corsConfig, { NODE_ENV: 'test' }).origins).toEqual([]);
  });

  it('reads a comma-separated list of exact origins', () => {
    expect(parseCorsOrigins('https://app.example.com, http://localhost:5173,')).toEqual([
      'https://app.example.com',
      'http://localhost:5173',
    ]);
  });

  it('refuses what a browser never sends as an Origin (a path, a slash, a wildcard, another scheme)', () => {
    for (const raw of ['https://app.example.com/', 'https://app.example.com/x', '*', 'app.example.com', 'ftp://a.b']) {
      expect(() => parseCorsOrigins(raw), raw).toThrow(ConfigError);
    }
  });
});
