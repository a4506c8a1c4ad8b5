import { describe, expect, it } from 'vitest';
import { ConfigError } from './config-error.js';
import { defineConfig, loadSlices, readConfig } from './define-config.js';

const tickets = defineConfig('tickets', (env) => ({
  limit: env.int('TICKET_LIMIT', 5, 1, 10),
  windowMs: env.duration('TICKET_WINDOW_SECONDS', 60, 's', 1),
  home: env.url('TICKET_HOME', ['https:']),
  level: env.oneOf('TICKET_LEVEL', ['low', 'high'] as const, 'low'),
  tags: env.list('TICKET_TAGS'),
}));
const mail = defineConfig('mail', (env) => ({ limit: env.int('TICKET_LIMIT', 5, 1, 10), to: env.string('MAIL_TO') }));

describe(defineConfig.name, () => {
  it('gives each slice a token of its own', () => {
    expect(tickets.KEY).not.toBe(mail.KEY);
    expect(tickets.KEY.description).toBe('config:tickets');
  });

  it('reads a slice with its defaults, and its variables when set', () => {
    expect(readConfig(tickets, {})).toEqual({ limit: 5, windowMs: 60_000, home: undefined, level: 'low', tags: [] });
    expect(
      readConfig(tickets, {
        TICKET_LIMIT: '7',
        TICKET_WINDOW_SECONDS: '2',
        TICKET_HOME: 'https://t.example',
        TICKET_LEVEL: 'high',
        TICKET_TAGS: ' a, b ,,',
      }),
    ).toEqual({ limit: 7, windowMs: 2_000, home: 'https://t.example', level: 'high', tags: ['a', 'b'] });
  });
});

describe(loadSlices.name, () => {
  it('reports every bad variable of every slice, one line each, and a variable two slices read once', () => {
    const env = { TICKET_LIMIT: '11', TICKET_HOME: 'http://t.example', TICKET_LEVEL: 'loud' };
    expect(() => loadSlices([tickets, mail], env)).toThrow(
      new ConfigError(
        [
          'TICKET_LIMIT must be an integer between 1 and 10, got "11"',
          'TICKET_HOME must start with https://',
          'TICKET_LEVEL must be one of low, high',
        ].join('\n'),
      ),
    );
  });

  it('hands each slice its own value and providers under the slice tokens', () => {
    const sut = loadSlices([tickets, mail], { MAIL_TO: 'a@b.example' });
    expect(sut.get(mail)).toEqual({ limit: 5, to: 'a@b.example' });
    expect(sut.providers()).toEqual([
      { provide: tickets.KEY, useValue: sut.get(tickets) },
      { provide: mail.KEY, useValue: sut.get(mail) },
    ]);
    expect(() => loadSlices([mail], {}).get(tickets)).toThrow(/"tickets" was not loaded/);
  });
});
