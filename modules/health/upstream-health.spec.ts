import { describe, expect, it } from 'vitest';
import { PROBE_TTL_MS, RECENT_FAILURE_MS, UpstreamHealth } from './upstream-health.js';

describe(UpstreamHealth.name, () => {
  it('reports an upstream that answers and whose calls work as up', async () => {
    const sut = new UpstreamHealth();
    sut.monitor('ticketing', () => Promise.resolve());
    expect(await sut.reports()).toEqual([{ name: 'ticketing', status: 'up' }]);
  });

  it('reports a failed call within the last minute as degraded, with the error', async () => {
    const sut = new UpstreamHealth();
    const monitor = sut.monitor('ticketing', () => Promise.resolve());
    monitor.failed(new Error('GraphQL Error (Code: 502)'));
    const [report] = await sut.reports();
    expect(report).toMatchObject({ status: 'degraded', lastError: 'GraphQL Error (Code: 502)' });
    expect((await monitor.report(Date.now() + RECENT_FAILURE_MS + PROBE_TTL_MS + 1)).status).toBe('up');
  });

  it('reports an upstream whose probe gets no answer as down', async () => {
    const sut = new UpstreamHealth();
    sut.monitor('ticketing', () => Promise.reject(new Error('POST http://a/api/tickets-proxy failed: ECONNREFUSED')));
    expect(await sut.reports()).toEqual([
      expect.objectContaining({
        name: 'ticketing',
        status: 'down',
        lastError: expect.stringContaining('ECONNREFUSED'),
      }),
    ]);
  });

  it('asks the upstream at most once per probe interval', async () => {
    let probes = 0;
    const monitor = new UpstreamHealth().monitor('ticketing', () => Promise.resolve(void (probes += 1)));
    const now = Date.now();
    await Promise.all([monitor.report(now), monitor.report(now + 1), monitor.report(now + PROBE_TTL_MS)]);
    expect(probes).toBe(1);
    await monitor.report(now + PROBE_TTL_MS + 1);
    expect(probes).toBe(2);
  });

  it('probes again after a failed call rather than trusting an older probe', async () => {
    let answering = true;
    const monitor = new UpstreamHealth().monitor('ticketing', () =>
      answering ? Promise.resolve() : Promise.reject(new Error('fetch failed')),
    );
    expect((await monitor.report()).status).toBe('up');
    answering = false;
    monitor.failed(new Error('fetch failed'));
    expect((await monitor.report()).status).toBe('down');
  });

  it('refuses to monitor one upstream twice', () => {
    const sut = new UpstreamHealth();
    sut.monitor('ticketing', () => Promise.resolve());
    expect(() => sut.monitor('ticketing', () => Promise.resolve())).toThrow('monitored twice');
  });
});
