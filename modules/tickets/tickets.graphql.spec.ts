import { describe, expect, it } from 'vitest';
import { LOGGED_VARIABLES_LENGTH, loggedVariables } from './tickets.graphql.js';

describe(loggedVariables.name, () => {
  it('cuts the variables to 50 characters (SPEC §7.6)', () => {
    const logged = loggedVariables({ text: 'x'.repeat(500) });
    expect(LOGGED_VARIABLES_LENGTH).toBe(50);
    expect(logged).toHaveLength(50);
    expect(logged.startsWith('{"text":"xxx')).toBe(true);
  });

  it('logs short or missing variables whole', () => {
    expect(loggedVariables({ id: 'a' })).toBe('{"id":"a"}');
    expect(loggedVariables(undefined)).toBe('{}');
  });
});
