import { type MessageFormatElement, TYPE } from '@formatjs/icu-messageformat-parser';

// Formats a parsed ICU message the way FormatJS's `intl-messageformat` does (icu-format.spec.ts compares the two on
// every text of every dictionary), for the kinds of element a UI text may hold: text, `{name}`, `{n, number}`,
// plural with `#` and select. Ours, not intl-messageformat's general formatter: every page's first load carried
// that (about 2 KB brotli with its memoizer, issue 32), for what these few lines do. A date, time or rich-text tag
// element is refused (none is used; a text that brings one fails icu-format.spec.ts).

export type IcuValues = Readonly<Record<string, string | number>>;

/** The ICU message `elements` in `locale` (a number locale, messages.ts), with `values` for its arguments. */
export function formatIcu(elements: readonly MessageFormatElement[], locale: string, values: IcuValues): string {
  return formatElements(elements, locale, values, undefined);
}

function formatElements(
  elements: readonly MessageFormatElement[],
  locale: string,
  values: IcuValues,
  pluralValue: number | undefined,
): string {
  let text = '';
  for (const element of elements) {
    if (element.type === TYPE.literal) {
      text += element.value;
      continue;
    }
    if (element.type === TYPE.pound) {
      // `#`: the plural's number, formatted for the locale (nothing outside a plural).
      if (typeof pluralValue === 'number') text += numberFormat(locale).format(pluralValue);
      continue;
    }
    if (!(element.value in values)) throw new Error(`The value of {${element.value}} is missing`);
    const value = values[element.value]!;
    switch (element.type) {
      case TYPE.argument:
        text += String(value);
        break;
      case TYPE.number:
        if (element.style) throw new Error(`{${element.value}, number, …}: a number style is not supported`);
        text += numberFormat(locale).format(value as number);
        break;
      case TYPE.select:
        text += formatElements(optionOf(element.options, String(value), element.value), locale, values, undefined);
        break;
      case TYPE.plural: {
        const offset = element.offset || 0;
        const exact = Object.hasOwn(element.options, `=${value}`) ? `=${value}` : undefined;
        const form = exact ?? pluralRules(locale, element.pluralType).select((value as number) - offset);
        const option = optionOf(element.options, form, element.value);
        text += formatElements(option, locale, values, (value as number) - offset);
        break;
      }
      default:
        throw new Error(`{${element.value}}: this kind of ICU element is not supported`);
    }
  }
  return text;
}

function optionOf(
  options: Readonly<Record<string, { value: MessageFormatElement[] }>>,
  key: string,
  name: string,
): MessageFormatElement[] {
  const option = (Object.hasOwn(options, key) ? options[key] : undefined) ?? options.other;
  if (!option) throw new Error(`{${name}}: no form for ${key} and no other`);
  return option.value;
}

// Building an Intl object costs far more than using one: one per locale (and plural type).
const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRuleSets = new Map<string, Intl.PluralRules>();

function numberFormat(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format;
}

function pluralRules(locale: string, type: Intl.PluralRuleType = 'cardinal'): Intl.PluralRules {
  const key = `${locale}|${type}`;
  let rules = pluralRuleSets.get(key);
  if (!rules) pluralRuleSets.set(key, (rules = new Intl.PluralRules(locale, { type })));
  return rules;
}
