/**
 * The C0 control characters other than tab, line feed and carriage return, and DEL. Nobody types them,
 * and PostgreSQL refuses NUL in text (`invalid byte sequence for encoding "UTF8": 0x00`), which surfaced as a 500.
 * Tab, LF and CR stay allowed: multi-line fields (a message, a note) hold them.
 */
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The message of every refusal, API and pages alike, naming what holds the character (`comment`, `q`). */
export function controlCharacterMessage(subject: string): string {
  return `${subject} must not contain control characters (only tab, line feed and carriage return are allowed)`;
}

export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/** Whether a query string (`?a=b&c=d`, percent-encoded) holds a control character in a name or a value. */
export function queryHasControlCharacter(search: string): boolean {
  if (search === '' || search === '?') return false;
  for (const [name, value] of new URLSearchParams(search)) {
    if (hasControlCharacter(name) || hasControlCharacter(value)) return true;
  }
  return false;
}
