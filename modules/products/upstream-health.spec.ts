import { describe, expect, it } from 'vitest';
import { FAILURE_LOG_INTERVAL_MS, UpstreamHealthRecorder } from './upstream-health.js';

describe(UpstreamHealthRecorder.name, () => {
  const setup = () => {
    const lines: string[] = [];
    let now = Date.parse('2026-11-27T10:00:00Z');
    const sut = new UpstreamHealthRecorder(
      'product data',
      { warn: (line: string) => lines.push(`warn ${line}`), log: (line: string) => lines.push(`log ${line}`) },
      () => now,
    );
    const fail = () => sut.track(() => Promise.reject(new Error('GraphQL Error (Code: 503)'))).catch(() => undefined);
    return { sut, lines, fail, advance: (ms: number) => (now += ms) };
  };

  it('is unknown before the first call and up after an answer', async () => {
    const { sut } = setup();
    expect(sut.health.status).toBe('unknown');
    expect(await sut.track(() => Promise.resolve(42))).toBe(42);
    expect(sut.health).toEqual({ status: 'up', lastFailure: null, downSince: null });
  });

  it('logs a failing upstream once per minute, with the count of the failures in between', async () => {
    const { sut, lines, fail, advance } = setup();
    await fail();
    advance(1_000);
    await fail();
    await fail();
    expect(lines).toEqual(['warn product data failed: GraphQL Error (Code: 503); cached answers are served meanwhile']);
    expect(sut.health).toEqual({
      status: 'down',
      lastFailure: 'GraphQL Error (Code: 503)',
      downSince: '2026-11-27T10:00:00.000Z',
    });
    advance(FAILURE_LOG_INTERVAL_MS);
    await fail();
    expect(lines[1]).toBe(
      'warn product data failed: GraphQL Error (Code: 503) (2 more failure(s) since the last line); cached answers are served meanwhile',
    );
  });

  it('says once when the upstream answers again', async () => {
    const { sut, lines, fail } = setup();
    await fail();
    await sut.track(() => Promise.resolve('ok'));
    await sut.track(() => Promise.resolve('ok'));
    expect(lines.slice(1)).toEqual(['log product data answers again']);
    expect(sut.health.status).toBe('up');
  });
});
