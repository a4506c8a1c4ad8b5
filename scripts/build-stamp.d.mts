export const ROOT: string;
export const STAMP_FILE: string;
export function sourceHash(): string;
export function isBuildCurrent(): boolean;
