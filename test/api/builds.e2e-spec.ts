import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_INFO_FILE } from '../../modules/builds/index.js';
import type { BuildManifest, LatestBuild } from '../../modules/builds/builds.contract.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

/** SPEC §4 build refresh, §7.2 build files: served by Nest outside /api, never by the page catch-all. */
describe('build files: /builds/latest.json and /builds/meta/{buildId}.json', () => {
  let sut: TestApp;
  const { buildId } = JSON.parse(readFileSync(BUILD_INFO_FILE, 'utf8')) as LatestBuild;

  beforeAll(async () => {
    sut = await startTestApp();
  });
  afterAll(async () => {
    await sut?.stop();
  });

  it('answers the id of the running build, never from a cache', async () => {
    const response = await sut.fastify.inject({ method: 'GET', url: `/builds/latest.json?t=${Date.now()}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ buildId });
    expect(buildId).toMatch(/^[0-9a-f]{16}$/);
  });

  it('is not sent to a locale, with or without the timestamp, and is not under /api', async () => {
    for (const url of ['/builds/latest.json', '/builds/latest.json?t=1', `/builds/meta/${buildId}.json`]) {
      const response = await sut.fastify.inject({ method: 'GET', url, headers: { 'accept-language': 'de' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers.location, url).toBeUndefined();
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
    }
    const prefixed = await sut.fastify.inject({ method: 'GET', url: '/api/builds/latest.json' });
    expect(prefixed.statusCode).toBe(404);
    expect(prefixed.json()).toMatchObject({ statusCode: 404 });
  });

  it('answers the route-rule manifest of the running build', async () => {
    const response = await sut.fastify.inject({ method: 'GET', url: `/builds/meta/${buildId}.json` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = response.json<BuildManifest>();
    expect(manifest.id).toBe(buildId);
    expect(manifest.timestamp).toEqual(expect.any(Number));
    expect(manifest.prerendered).toEqual([]);
    expect(manifest.matcher.wildcard['/api']).toEqual({ appRouting: false });
    expect(manifest.matcher.static['/builds/latest.json']).toMatchObject({ cacheControl: 'no-store' });
    expect(Object.keys(manifest.matcher).sort()).toEqual(['dynamic', 'static', 'wildcard']);
  });

  it('answers a JSON 404 for any other build id, uncached', async () => {
    for (const url of [
      '/builds/meta/0123456789abcdef.json',
      `/builds/meta/${buildId}`,
      `/builds/meta/${buildId}.json.json`,
      '/builds/meta/%2e%2e%2fbuild.json',
      `/builds/meta/${'x'.repeat(500)}.json`,
    ]) {
      const response = await sut.fastify.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.json(), url).toMatchObject({ statusCode: 404 });
    }
  });

  it('answers a JSON 404 for anything else under /builds, never a page or a locale redirect', async () => {
    for (const url of ['/builds/meta/a/b.json', '/builds/other.json', '/builds/', '/builds/latest.json/x']) {
      const response = await sut.fastify.inject({ method: 'GET', url, headers: { 'accept-language': 'de' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers.location, url).toBeUndefined();
      expect(response.json(), url).toMatchObject({ statusCode: 404, code: 'BuildFileNotFound' });
    }
    const other = await sut.fastify.inject({ method: 'GET', url: '/builds/meta/0123456789abcdef.json' });
    expect(other.json()).toMatchObject({ code: 'BuildNotFound' });
  });
});
