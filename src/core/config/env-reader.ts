import { ConfigError } from './config-error.js';

/**
 * The environment as a configuration slice reads it: typed readers that return the documented default for an unset
 * variable, and for a bad one note a one-line message and return the default, so that every bad variable of every
 * slice is reported at start, not only the first.
 */
export class EnvReader {
  private readonly problems: string[] = [];

  constructor(readonly env: NodeJS.ProcessEnv) {}

  /** The messages noted so far, each once (two slices may read the same variable). */
  get errors(): readonly string[] {
    return [...new Set(this.problems)];
  }

  /** The raw value; empty counts as unset. */
  string(name: string): string | undefined {
    const raw = this.env[name];
    return raw === undefined || raw === '' ? undefined : raw;
  }

  /** Notes a bad value; `fail` for checks that span variables (production refusals, RECAPTCHA_* together). */
  fail(message: string): void {
    this.problems.push(message);
  }

  /** Runs a parser that throws ConfigError (parseTrustProxy and the like) and notes its message instead. */
  parse<T>(parse: () => T, fallback: T): T {
    try {
      return parse();
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      this.fail(error.message);
      return fallback;
    }
  }

  int(name: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
    const raw = this.env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      this.fail(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
      return fallback;
    }
    return value;
  }

  /** A size in bytes (a plain integer: the documented variables take no units). */
  bytes(name: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
    return this.int(name, fallback, min, max);
  }

  /** A duration given in `unit` (the variable's name says which), returned in milliseconds. */
  duration(name: string, fallback: number, unit: 'ms' | 's' | 'days', min = 0, max = Number.MAX_SAFE_INTEGER): number {
    const factor = unit === 'ms' ? 1 : unit === 's' ? 1000 : 24 * 60 * 60 * 1000;
    return this.int(name, fallback, min, max) * factor;
  }

  fraction(name: string, fallback: number): number {
    const raw = this.env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value) || value < 0 || value > 1) {
      this.fail(`${name} must be a number between 0 and 1, got "${raw}"`);
      return fallback;
    }
    return value;
  }

  /** A URL with one of `protocols` (`['https:', 'http:']`); undefined when unset or bad. */
  url(name: string, protocols: readonly string[]): string | undefined {
    const raw = this.env[name];
    if (!raw) return undefined;
    let parsed: URL;
    try {
      parsed = new URL(raw);
    } catch {
      this.fail(`${name} is not a valid URL`);
      return undefined;
    }
    if (!protocols.includes(parsed.protocol)) {
      this.fail(`${name} must start with ${protocols.map((p) => p + '//').join(' or ')}`);
      return undefined;
    }
    return raw;
  }

  oneOf<const T extends string>(name: string, values: readonly T[], fallback: T): T {
    const raw = this.env[name] ?? fallback;
    if ((values as readonly string[]).includes(raw)) return raw as T;
    this.fail(`${name} must be one of ${values.join(', ')}`);
    return fallback;
  }

  /** A comma-separated list, trimmed, without empty entries. */
  list(name: string): string[] {
    return (this.env[name] ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
  }

  /** A plain mail address (no display name), so a typo fails at start rather than at the first mail. */
  mailAddress(name: string, fallback: string): string {
    const value = (this.env[name] ?? '').trim() || fallback;
    if (!/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(value)) {
      this.fail(`${name} must be a mail address such as sales@example.com, got "${value}"`);
      return fallback;
    }
    return value;
  }
}
