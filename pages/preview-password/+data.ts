import type { PageContextServer } from 'vike/types';
import { dictionaryFor } from '../../i18n/index.js';
import { isUiLanguage } from '../../i18n/languages.js';

/** The form in the language of the locale the visitor asked for (`/de-ch/...` → German), else English. */
export function data(pageContext: PageContextServer) {
  const prefix = (pageContext.routeParams.from ?? '').split('-')[0]!.toLowerCase();
  const language = isUiLanguage(prefix) ? prefix : 'en';
  return { language, title: dictionaryFor(language)['previewGate.title'] };
}

export type Data = Awaited<ReturnType<typeof data>>;
