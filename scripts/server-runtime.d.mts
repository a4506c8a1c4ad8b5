export const SERVER_LAUNCHER: string;
export function serverNodeArgs(): string[];
export function serverNodeEnv(env?: NodeJS.ProcessEnv): { MALLOC_ARENA_MAX: string };
