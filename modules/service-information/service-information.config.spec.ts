import { describe, expect, it } from 'vitest';
import { readConfig } from '../../src/core/config/define-config.js';
import { serviceInformationConfig } from './service-information.config.js';

describe('loadConfig: service information (SPEC §7.6, issue 33)', () => {
  it('is builtin (no URL) without SERVICE_INFO_URL', () => {
    expect(readConfig(serviceInformationConfig, {}).url).toBeUndefined();
  });

  it('reads the upstream from SERVICE_INFO_URL', () => {
    expect(readConfig(serviceInformationConfig, { SERVICE_INFO_URL: 'https://service.example.com/graphql' })).toEqual({
      url: 'https://service.example.com/graphql',
    });
  });

  it('refuses plain http to another machine in production (the ID tokens go there), not on loopback', () => {
    expect(() =>
      readConfig(serviceInformationConfig, { NODE_ENV: 'production', SERVICE_INFO_URL: 'http://service.example.com' }),
    ).toThrow('SERVICE_INFO_URL must be https in production');
    expect(
      readConfig(serviceInformationConfig, {
        NODE_ENV: 'production',
        SERVICE_INFO_URL: 'http://localhost:4000/api/tickets-proxy',
      }).url,
    ).toBe('http://localhost:4000/api/tickets-proxy');
  });
});
