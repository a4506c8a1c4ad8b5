import type { UploadLimits } from './tickets.config.js';

/** The four upload quotas, as named in the 413 answer's `quota` field. */
export const UPLOAD_QUOTAS = ['pendingPerUser', 'pendingPerCompany', 'storedPerUser', 'storedPerCompany'] as const;
export type UploadQuota = (typeof UPLOAD_QUOTAS)[number];

/** Bytes on disk of one user and of their company: pending (no ticket yet) and stored (all, pending included). */
export type UploadUsage = Record<UploadQuota, number>;

/** Bytes set aside for one upload, and the quota that would be exceeded if the file grew past them (if any). */
export type UploadReservation = { bytes: number; boundBy: UploadQuota | undefined } | { exceeded: UploadQuota };

/**
 * How many bytes an upload may take. With a declared request size (Content-Length, an upper bound of the file),
 * the whole of it must fit every quota. Without one, the upload gets what is left of the tightest quota and is
 * cut off when it streams past it.
 */
export function reserveUpload(
  usage: UploadUsage,
  limits: UploadLimits,
  declaredBytes: number | undefined,
  maxFileBytes: number,
): UploadReservation {
  const wanted = Math.min(declaredBytes ?? maxFileBytes, maxFileBytes);
  let tightest: { quota: UploadQuota; left: number } | undefined;
  for (const quota of UPLOAD_QUOTAS) {
    const left = limits[quota] - usage[quota];
    if (left <= 0 || (declaredBytes !== undefined && wanted > left)) return { exceeded: quota };
    if (!tightest || left < tightest.left) tightest = { quota, left };
  }
  if (!tightest || wanted <= tightest.left) return { bytes: wanted, boundBy: undefined };
  return { bytes: tightest.left, boundBy: tightest.quota };
}

/** `200 MB`, `1.5 GB`, `350 KB` (binary units, as the 100 MB file limit of SPEC §9). */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number(value.toFixed(1))} ${units[unit]}`;
}

const QUOTA_TEXT: Record<UploadQuota, (limit: string) => string> = {
  pendingPerUser: (limit) =>
    `Upload quota reached: your attachments not yet sent with a ticket may take up at most ${limit}. ` +
    'Send the ticket first; unused uploads are deleted after a day.',
  pendingPerCompany: (limit) =>
    `Upload quota reached: your company's attachments not yet sent with a ticket may take up at most ${limit}. ` +
    'Send the ticket first; unused uploads are deleted after a day.',
  storedPerUser: (limit) => `Upload quota reached: your attachments may take up at most ${limit} in all.`,
  storedPerCompany: (limit) => `Upload quota reached: your company's attachments may take up at most ${limit} in all.`,
};

/** The 413 message naming the quota and its size. */
export function quotaMessage(quota: UploadQuota, limitBytes: number): string {
  return QUOTA_TEXT[quota](formatBytes(limitBytes));
}
