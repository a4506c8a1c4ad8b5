import { describe, expect, it } from 'vitest';
import { DICTIONARIES, UI_LANGUAGES } from '../../i18n/index.js';
import type { FieldDeclarations } from './content-fields.contract.js';
import { CONTENT_MODULE_DECLARATIONS } from './content-module-declarations.contract.js';
import { DECLARED_LABEL_PREFIX, declaredLabelKey } from './declared-label-key.contract.js';

/** Every label a module declaration gives: the module's, its fields', its list items' fields'. */
function declaredLabels(): string[] {
  const ofFields = (fields: FieldDeclarations): string[] =>
    Object.values(fields).flatMap((field) => [field.label, ...(field.kind === 'list' ? ofFields(field.of) : [])]);
  const labels = Object.values(CONTENT_MODULE_DECLARATIONS).flatMap((module) => [
    module.label,
    ...ofFields(module.fields),
  ]);
  // The product-links widget's item fields (FieldWidgets.tsx), declared by the form rather than the module.
  return [...labels, 'Product slug', 'Text'];
}

describe('content-module labels in the editor', () => {
  it('makes a key of the English label', () => {
    expect(declaredLabelKey('Call to action')).toBe('contentEditor.label.callToAction');
    expect(declaredLabelKey('File URL')).toBe('contentEditor.label.fileUrl');
  });

  it.each(UI_LANGUAGES)(
    '%s has a UI string for every declared label, and none for a label no longer declared',
    (language) => {
      const expected = new Set(declaredLabels().map(declaredLabelKey));
      const present = Object.keys(DICTIONARIES[language]).filter((key) => key.startsWith(DECLARED_LABEL_PREFIX));
      expect(present.sort()).toEqual([...expected].sort());
    },
  );

  it('shows the English declaration in English', () => {
    for (const label of declaredLabels()) {
      expect(DICTIONARIES.en[declaredLabelKey(label) as keyof (typeof DICTIONARIES)['en']]).toBe(label);
    }
  });
});
