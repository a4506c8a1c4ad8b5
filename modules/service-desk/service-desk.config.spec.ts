import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/core/config/config-error.js';
import { readConfig } from '../../src/core/config/define-config.js';
import { serviceDeskConfig } from './service-desk.config.js';
import { firstResponseHours, isOverdue } from './service-desk.service.js';

const HOUR_MS = 60 * 60 * 1000;

describe('service desk configuration: first-response hours per ticket type', () => {
  it('has documented defaults', () => {
    expect(readConfig(serviceDeskConfig, {})).toEqual({
      firstResponseHours: 24,
      firstResponseHoursByType: { breakdown: 4, software: 8, 'spare-parts': 24, maintenance: 48 },
    });
  });

  it('takes the hours per type and for other types from the environment', () => {
    const config = readConfig(serviceDeskConfig, {
      SERVICE_DESK_FIRST_RESPONSE_HOURS: '12',
      SERVICE_DESK_FIRST_RESPONSE_HOURS_BY_TYPE: ' breakdown=1, audit=72 ',
    });
    expect(firstResponseHours(config, 'breakdown')).toBe(1);
    expect(firstResponseHours(config, 'audit')).toBe(72);
    expect(firstResponseHours(config, 'maintenance')).toBe(12);
  });

  it('refuses malformed entries and hours out of range, naming the variable', () => {
    for (const value of ['breakdown', 'breakdown=0', 'breakdown=x', 'a b=3', 'breakdown=9999']) {
      expect(() => readConfig(serviceDeskConfig, { SERVICE_DESK_FIRST_RESPONSE_HOURS_BY_TYPE: value }), value).toThrow(
        ConfigError,
      );
    }
    expect(() => readConfig(serviceDeskConfig, { SERVICE_DESK_FIRST_RESPONSE_HOURS: '0' })).toThrow(
      /SERVICE_DESK_FIRST_RESPONSE_HOURS/,
    );
  });
});

describe('isOverdue', () => {
  const now = new Date('2026-01-10T12:00:00Z');
  const due = (hoursFromNow: number) => new Date(now.getTime() + hoursFromNow * HOUR_MS);

  it('is overdue once the due time passed without a first reply', () => {
    expect(isOverdue({ dueAt: due(-1), firstRespondedAt: null, status: 'new' }, now)).toBe(true);
    expect(isOverdue({ dueAt: due(1), firstRespondedAt: null, status: 'new' }, now)).toBe(false);
  });

  it('is never overdue once answered, solved or closed', () => {
    expect(isOverdue({ dueAt: due(-1), firstRespondedAt: due(-2), status: 'in-progress' }, now)).toBe(false);
    expect(isOverdue({ dueAt: due(-1), firstRespondedAt: null, status: 'solved' }, now)).toBe(false);
    expect(isOverdue({ dueAt: due(-1), firstRespondedAt: null, status: 'closed' }, now)).toBe(false);
  });
});
