import { describe, expect, it } from 'vitest';
import type { UploadLimits } from './tickets.config.js';
import { type UploadUsage, formatBytes, quotaMessage, reserveUpload } from './upload-quota.js';

const KB = 1024;
const limits: UploadLimits = {
  pendingPerUser: 200 * KB,
  pendingPerCompany: 500 * KB,
  storedPerUser: 2000 * KB,
  storedPerCompany: 10_000 * KB,
  ratePerWindow: 20,
  rateWindowMs: 60_000,
  minFreeDiskBytes: 0,
};
const none: UploadUsage = { pendingPerUser: 0, pendingPerCompany: 0, storedPerUser: 0, storedPerCompany: 0 };
const MAX = 100 * KB * KB;

describe(reserveUpload.name, () => {
  it('reserves the declared size when every quota has room for it', () => {
    expect(reserveUpload(none, limits, 150 * KB, MAX)).toEqual({ bytes: 150 * KB, boundBy: undefined });
  });

  it('refuses a declared size that does not fit, naming the first quota it exceeds', () => {
    expect(reserveUpload({ ...none, pendingPerUser: 100 * KB }, limits, 150 * KB, MAX)).toEqual({
      exceeded: 'pendingPerUser',
    });
    const company = { ...none, pendingPerCompany: 450 * KB, storedPerCompany: 450 * KB };
    expect(reserveUpload(company, limits, 100 * KB, MAX)).toEqual({ exceeded: 'pendingPerCompany' });
    const stored = { ...none, storedPerUser: 1950 * KB };
    expect(reserveUpload(stored, limits, 100 * KB, MAX)).toEqual({ exceeded: 'storedPerUser' });
  });

  it('without a declared size reserves what the tightest quota has left, and refuses when nothing is left', () => {
    expect(reserveUpload({ ...none, pendingPerUser: 50 * KB }, limits, undefined, MAX)).toEqual({
      bytes: 150 * KB,
      boundBy: 'pendingPerUser',
    });
    expect(reserveUpload({ ...none, pendingPerUser: 200 * KB }, limits, undefined, MAX)).toEqual({
      exceeded: 'pendingPerUser',
    });
    const roomy = { ...limits, pendingPerUser: 2 * MAX, pendingPerCompany: 2 * MAX };
    const big = { ...roomy, storedPerUser: 2 * MAX, storedPerCompany: 2 * MAX };
    expect(reserveUpload(none, big, undefined, MAX)).toEqual({ bytes: MAX, boundBy: undefined });
  });
});

describe(quotaMessage.name, () => {
  it('names the quota and its size', () => {
    expect(quotaMessage('pendingPerUser', 200 * KB * KB)).toMatch(
      /^Upload quota reached: your attachments not yet sent with a ticket may take up at most 200 MB\./,
    );
    expect(quotaMessage('storedPerCompany', 10 * KB * KB * KB)).toBe(
      "Upload quota reached: your company's attachments may take up at most 10 GB in all.",
    );
    expect(formatBytes(1536 * KB)).toBe('1.5 MB');
    expect(formatBytes(512)).toBe('512 bytes');
  });
});
