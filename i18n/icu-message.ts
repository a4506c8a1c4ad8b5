// The part of ICU MessageFormat the UI strings use, formatted as FormatJS's `intl-messageformat` formats it with
// `ignoreTag: true`: `{name}`, `{n, plural, [offset:k] =0 {…} one {…} other {…}}` (`#` is n − k in the locale's
// number format), `{n, selectordinal, …}`, `{x, select, …}`, and ICU's apostrophe quoting. Every page loads it, and
// FormatJS's parser and formatter weigh 34 KB (9 KB brotli) against about 1 KB for this (issue 32, lighter pages).
// icu-message.spec.ts formats every message of every dictionary both ways and expects the same text; i18n.spec.ts
// still checks the dictionaries' syntax with FormatJS's parser, so a message using more of ICU fails the tests.

type Choice = 'plural' | 'selectordinal' | 'select';

/** A parsed message: literal text, `#`, an argument, or a choice among sub-messages. */
export type IcuNode =
  | string
  | { readonly pound: true }
  | { readonly name: string }
  | { readonly name: string; readonly choice: Choice; readonly offset: number; readonly options: IcuOptions };
type IcuOptions = Readonly<Record<string, readonly IcuNode[]>>;

const POUND = { pound: true } as const;
const SPACE = /\s/;

class IcuSyntaxError extends Error {
  constructor(text: string, at: number, what: string) {
    super(`ICU message: ${what} at ${at} in "${text}"`);
  }
}

/** Parses `text` (throws on syntax this subset does not read). */
export function parseIcu(text: string): readonly IcuNode[] {
  let at = 0;
  const fail = (what: string): never => {
    throw new IcuSyntaxError(text, at, what);
  };
  const skipSpace = () => {
    while (at < text.length && SPACE.test(text[at]!)) at++;
  };
  const word = () => {
    const start = at;
    while (at < text.length && !SPACE.test(text[at]!) && !'{},'.includes(text[at]!)) at++;
    return text.slice(start, at);
  };
  const expect = (char: string) => {
    if (text[at] !== char) fail(`"${char}" expected`);
    at++;
  };

  function message(nested: boolean, parent?: Choice): IcuNode[] {
    const nodes: IcuNode[] = [];
    let literal = '';
    const inPlural = parent === 'plural' || parent === 'selectordinal';
    while (at < text.length) {
      const char = text[at]!;
      if (char === '{') {
        if (literal) nodes.push(literal);
        literal = '';
        nodes.push(argument());
      } else if (char === '}' && nested) {
        break;
      } else if (char === '#' && inPlural) {
        if (literal) nodes.push(literal);
        literal = '';
        nodes.push(POUND);
        at++;
      } else if (char === "'" && text[at + 1] === "'") {
        literal += "'";
        at += 2;
      } else if (char === "'" && ('{}<>'.includes(text[at + 1] ?? '') || (text[at + 1] === '#' && inPlural))) {
        // Quoted: up to the next single apostrophe (`''` inside is one apostrophe).
        literal += text[at + 1];
        at += 2;
        while (at < text.length) {
          if (text[at] === "'" && text[at + 1] === "'") {
            literal += "'";
            at += 2;
          } else if (text[at] === "'") {
            at++;
            break;
          } else {
            literal += text[at++];
          }
        }
      } else {
        literal += char;
        at++;
      }
    }
    if (literal) nodes.push(literal);
    return nodes;
  }

  function argument(): IcuNode {
    at++;
    skipSpace();
    const name = word();
    if (!name) fail('argument name expected');
    skipSpace();
    if (text[at] === '}') {
      at++;
      return { name };
    }
    expect(',');
    skipSpace();
    const choice = word();
    if (choice !== 'plural' && choice !== 'selectordinal' && choice !== 'select')
      return fail(`"${choice}" unsupported`);
    skipSpace();
    expect(',');
    skipSpace();
    let offset = 0;
    if (choice !== 'select' && text.startsWith('offset:', at)) {
      at += 'offset:'.length;
      skipSpace();
      offset = Number(word());
      if (!Number.isFinite(offset)) fail('offset number expected');
    }
    const options: Record<string, IcuNode[]> = {};
    for (skipSpace(); text[at] !== '}'; skipSpace()) {
      const key = word();
      if (!key || at >= text.length) fail('option expected');
      skipSpace();
      expect('{');
      options[key] = message(true, choice);
      expect('}');
    }
    at++;
    if (!Object.hasOwn(options, 'other')) fail('"other" option expected');
    return { name, choice, offset, options };
  }

  const nodes = message(false);
  if (at < text.length) fail('unexpected "}"');
  return nodes;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function numberFormat(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format;
}

function pluralRule(locale: string, ordinal: boolean): Intl.PluralRules {
  const key = `${locale}|${ordinal}`;
  let rules = pluralRules.get(key);
  if (!rules) pluralRules.set(key, (rules = new Intl.PluralRules(locale, { type: ordinal ? 'ordinal' : 'cardinal' })));
  return rules;
}

/** Formats a parsed message; a missing argument throws, as FormatJS does. */
export function formatIcu(
  nodes: readonly IcuNode[],
  locale: string,
  params: Readonly<Record<string, string | number>>,
  pluralValue?: number,
): string {
  let out = '';
  for (const node of nodes) {
    if (typeof node === 'string') {
      out += node;
    } else if ('pound' in node) {
      if (pluralValue !== undefined) out += numberFormat(locale).format(pluralValue);
    } else {
      if (!Object.hasOwn(params, node.name)) throw new Error(`ICU message: no value for "${node.name}"`);
      const value = params[node.name]!;
      if (!('choice' in node)) {
        out += String(value);
      } else if (node.choice === 'select') {
        out += formatIcu(option(node.options, String(value)) ?? node.options.other!, locale, params);
      } else {
        const number = Number(value) - node.offset;
        const chosen =
          option(node.options, `=${value}`) ??
          option(node.options, pluralRule(locale, node.choice === 'selectordinal').select(number)) ??
          node.options.other!;
        out += formatIcu(chosen, locale, params, number);
      }
    }
  }
  return out;
}

function option(options: IcuOptions, key: string): readonly IcuNode[] | undefined {
  return Object.hasOwn(options, key) ? options[key] : undefined;
}
