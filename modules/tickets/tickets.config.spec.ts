import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/core/config/config-error.js';
import { coreConfig } from '../../src/core/config/core.config.js';
import { readConfig } from '../../src/core/config/define-config.js';
import { ticketsConfig } from './tickets.config.js';

const MIB = 1024 * 1024;

describe('loadConfig: uploads', () => {
  it('puts uploads under DATA_DIR by default, so two instances with their own data directories never share them', () => {
    expect(readConfig(coreConfig, { DATA_DIR: '/srv/uapp-a' }).uploadsDir).toBe('/srv/uapp-a/uploads');
    expect(readConfig(coreConfig, { DATA_DIR: '/srv/uapp-b' }).uploadsDir).toBe('/srv/uapp-b/uploads');
    expect(readConfig(coreConfig, {}).uploadsDir).toBe(resolve(join('data', 'uploads')));
  });

  it('lets UPLOADS_DIR win over DATA_DIR', () => {
    expect(readConfig(coreConfig, { DATA_DIR: '/srv/uapp-a', UPLOADS_DIR: '/mnt/attachments' }).uploadsDir).toBe(
      '/mnt/attachments',
    );
  });

  it('has documented quota, rate and disk-floor defaults', () => {
    expect(readConfig(ticketsConfig, {}).uploads).toEqual({
      pendingPerUser: 200 * MIB,
      pendingPerCompany: 500 * MIB,
      storedPerUser: 2048 * MIB,
      storedPerCompany: 10 * 1024 * MIB,
      ratePerWindow: 20,
      rateWindowMs: 60_000,
      minFreeDiskBytes: 1024 * MIB,
    });
  });

  it('reads every limit from its variable and refuses nonsense with a one-line ConfigError', () => {
    const sut = readConfig(ticketsConfig, {
      UPLOAD_PENDING_MAX_BYTES_PER_USER: '1000',
      UPLOAD_PENDING_MAX_BYTES_PER_COMPANY: '2000',
      UPLOAD_STORED_MAX_BYTES_PER_USER: '3000',
      UPLOAD_STORED_MAX_BYTES_PER_COMPANY: '4000',
      UPLOAD_RATE_LIMIT: '5',
      UPLOAD_RATE_WINDOW_SECONDS: '10',
      UPLOAD_MIN_FREE_DISK_BYTES: '0',
    }).uploads;
    expect(sut).toEqual({
      pendingPerUser: 1000,
      pendingPerCompany: 2000,
      storedPerUser: 3000,
      storedPerCompany: 4000,
      ratePerWindow: 5,
      rateWindowMs: 10_000,
      minFreeDiskBytes: 0,
    });
    expect(() => readConfig(ticketsConfig, { UPLOAD_PENDING_MAX_BYTES_PER_USER: '200MB' })).toThrow(ConfigError);
    expect(() => readConfig(ticketsConfig, { UPLOAD_RATE_LIMIT: '0' })).toThrow(
      /^UPLOAD_RATE_LIMIT must be an integer between 1 and \d+, got "0"$/,
    );
  });
});

describe('loadConfig: ticketing source (SPEC §7.6, issue 33)', () => {
  it('is builtin without TICKETING_URL and SERVICE_INFO_URL', () => {
    expect(readConfig(ticketsConfig, {}).source).toEqual({ kind: 'builtin' });
  });

  it('calls the upstream at TICKETING_URL', () => {
    const config = readConfig(ticketsConfig, {
      TICKETING_URL: 'https://tickets.example.com/graphql',
      SERVICE_INFO_URL: 'https://service.example.com/graphql',
    });
    expect(config.source).toEqual({ kind: 'graphql', url: 'https://tickets.example.com/graphql' });
    expect(config.serviceInfoUrl).toBe('https://service.example.com/graphql');
  });

  it('falls back to SERVICE_INFO_URL when only that is set', () => {
    expect(readConfig(ticketsConfig, { SERVICE_INFO_URL: 'http://service.internal/graphql' }).source).toEqual({
      kind: 'graphql',
      url: 'http://service.internal/graphql',
    });
  });

  it('refuses a URL that is not one, or not http(s), at start-up', () => {
    expect(() => readConfig(ticketsConfig, { TICKETING_URL: 'tickets.example.com' })).toThrow(
      'TICKETING_URL is not a valid URL',
    );
    expect(() => readConfig(ticketsConfig, { SERVICE_INFO_URL: 'ftp://service.example.com' })).toThrow(
      'SERVICE_INFO_URL must start with http:// or https://',
    );
  });

  it('refuses plain http to another machine in production (the ID tokens go there), not on loopback', () => {
    expect(() =>
      readConfig(ticketsConfig, { NODE_ENV: 'production', TICKETING_URL: 'http://tickets.example.com/graphql' }),
    ).toThrow('TICKETING_URL must be https in production');
    expect(
      readConfig(ticketsConfig, { NODE_ENV: 'production', TICKETING_URL: 'http://127.0.0.1:4000/api/tickets-proxy' })
        .source,
    ).toEqual({ kind: 'graphql', url: 'http://127.0.0.1:4000/api/tickets-proxy' });
  });
});
