/**
 * The UI-string key of a label the content-module declarations give in English ('Call to action' →
 * `contentEditor.label.callToAction`): the declarations stay plain, browser-safe data, and the form shows each
 * label in the editor's language (declared-label-key.spec.ts checks every declared label has its string).
 */
export const DECLARED_LABEL_PREFIX = 'contentEditor.label.';

export function declaredLabelKey(label: string): string {
  const words = label.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const camel = words.map((word, i) =>
    i === 0 ? word.toLowerCase() : word[0]!.toUpperCase() + word.slice(1).toLowerCase(),
  );
  return DECLARED_LABEL_PREFIX + camel.join('');
}
