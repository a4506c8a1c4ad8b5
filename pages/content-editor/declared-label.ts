import { usePageContext } from 'vike-react/usePageContext';
import { loadedDictionary } from '../../i18n/dictionary-loader.js';
import { type TranslationKey, translate } from '../../i18n/messages.js';
import { pageLanguage } from '../../renderer/page-language.js';
import { declaredLabelKey } from '../../modules/content/declared-label-key.contract.js';

/** `label → text in the page's language`; a label without a UI string (a test keeps that from happening) stays. */
export function useDeclaredLabel(): (label: string) => string {
  const dictionary = loadedDictionary(pageLanguage(usePageContext()));
  return (label) => {
    const key = declaredLabelKey(label);
    return Object.hasOwn(dictionary, key) ? translate(dictionary, key as TranslationKey) : label;
  };
}
