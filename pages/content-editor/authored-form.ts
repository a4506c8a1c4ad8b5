import type { AuthoredDocument, AuthoredFields } from '../../modules/content-authoring/authored-document.contract.js';
import type { AuthoredEditorKind } from '../../modules/content-authoring/content-editor.contract.js';
import { type KeyedModule, keyed } from './ModuleList.js';
import { fromLocalInput, toLocalInput } from './use-document-editor.js';

/** A chosen image as the widget holds it. */
export type ImageChoice = { id: string; alt: string } | null;

/** The edit form of a story, media release or news item; each kind shows and sends its own fields of it. */
export interface AuthoredForm {
  title: string;
  slug: string;
  leadText: string;
  /** A day (`YYYY-MM-DD`) for stories and media releases, a `datetime-local` value for news items. */
  publicationDate: string;
  categorySlug: string;
  teaserImage: ImageChoice;
  adhoc: boolean;
  text: string;
  link: string;
  image: ImageChoice;
  modules: KeyedModule[];
  publishAt: string;
  unpublishAt: string;
  /** Stored fields the form has no widget for (a story's contacts, featured), sent back unchanged: PUT replaces. */
  kept: Record<string, unknown>;
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const imageOf = (id: unknown, alt: unknown): ImageChoice =>
  typeof id === 'string' && id ? { id, alt: str(alt) } : null;

export function authoredFormOf(kind: AuthoredEditorKind, document: AuthoredDocument, language: string): AuthoredForm {
  const state = document.languages.find((l) => l.language === language);
  const fields: Partial<AuthoredFields> = state?.draft ?? state?.published ?? {};
  const date = str(fields['publicationDate']);
  return {
    title: fields.title ?? '',
    slug: str(fields['slug']),
    leadText: str(fields['leadText']),
    publicationDate: kind === 'news-items' ? toLocalInput(date || null) : date.slice(0, 10),
    categorySlug: str(fields['categorySlug']),
    teaserImage: imageOf(fields['teaserImageId'], fields['teaserImageAlt']),
    adhoc: fields['adhoc'] === true,
    text: str(fields['text']),
    link: str(fields['link']),
    image: imageOf(fields['imageId'], fields['imageAlt']),
    modules: ((fields['modules'] as Array<{ type: string } & Record<string, unknown>> | undefined) ?? []).map((m) =>
      keyed(m),
    ),
    publishAt: toLocalInput(document.publishAt),
    unpublishAt: toLocalInput(document.unpublishAt),
    kept: { contactIds: fields['contactIds'], featured: fields['featured'] },
  };
}

/** The PUT body of the language version, with the fields of the kind only (the API refuses others). */
export function authoredBodyOf(kind: AuthoredEditorKind, form: AuthoredForm, language: string): unknown {
  const common = {
    language,
    title: form.title,
    publishAt: fromLocalInput(form.publishAt),
    unpublishAt: fromLocalInput(form.unpublishAt),
  };
  if (kind === 'news-items') {
    return {
      ...common,
      text: form.text,
      publicationDate: fromLocalInput(form.publicationDate) ?? undefined,
      imageId: form.image?.id ?? null,
      imageAlt: form.image?.alt ?? '',
      link: form.link || undefined,
    };
  }
  const editorial = {
    ...common,
    slug: form.slug,
    leadText: form.leadText,
    publicationDate: form.publicationDate || undefined,
    modules: form.modules.map((m) => m.data),
  };
  if (kind === 'media-releases') return { ...editorial, adhoc: form.adhoc };
  const { contactIds, featured } = form.kept;
  return {
    ...editorial,
    categorySlug: form.categorySlug,
    teaserImageId: form.teaserImage?.id ?? null,
    teaserImageAlt: form.teaserImage?.alt ?? '',
    ...(Array.isArray(contactIds) ? { contactIds } : {}),
    ...(typeof featured === 'boolean' ? { featured } : {}),
  };
}
