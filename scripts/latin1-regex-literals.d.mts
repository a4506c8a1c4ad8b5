/** The acorn module (`parse`), passed in so the script loads it only where it runs. */
export function escapeRegexLiterals(code: string, acorn: { parse: (...args: never[]) => unknown }): string | undefined;
export function latin1RegexLiterals(): { name: string; setup(build: unknown): void };
