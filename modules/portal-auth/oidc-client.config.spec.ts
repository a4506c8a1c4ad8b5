import { describe, expect, it } from 'vitest';
import { readConfig } from '../../src/core/config/define-config.js';
import { oidcClientConfig, parsePeerSites } from './oidc-client.config.js';

describe('PEER_SITES (issue 33: instances that sign in at this embedded provider)', () => {
  it('is empty by default', () => {
    expect(readConfig(oidcClientConfig, {}).peerSites).toEqual([]);
  });

  it('reads client-id=base-url pairs, keeping the origin only', () => {
    expect(parsePeerSites(' uapp-eu = https://eu.example.com/ , uapp-us=http://127.0.0.1:4100', [])).toEqual([
      { clientId: 'uapp-eu', baseUrl: 'https://eu.example.com' },
      { clientId: 'uapp-us', baseUrl: 'http://127.0.0.1:4100' },
    ]);
  });

  it('refuses malformed entries, bad URLs, reserved and repeated clients at start-up', () => {
    expect(() => parsePeerSites('https://eu.example.com', [])).toThrow('client-id=https://base-url');
    expect(() => parsePeerSites('uapp-eu=eu.example.com', [])).toThrow('not a valid URL');
    expect(() => parsePeerSites('uapp-eu=ftp://eu.example.com', [])).toThrow('must start with http');
    expect(() => parsePeerSites('uapp-portal=https://eu.example.com', ['uapp-portal'])).toThrow('own client');
    expect(() => parsePeerSites('a=https://a.example.com,a=https://b.example.com', [])).toThrow('twice');
    expect(() => readConfig(oidcClientConfig, { PEER_SITES: 'uapp-api-client=https://eu.example.com' })).toThrow(
      'must not name',
    );
  });
});
