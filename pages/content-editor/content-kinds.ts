import type { TranslationKey } from '../../i18n/messages.js';
import type { ContentEditorKind } from '../../modules/content-authoring/content-editor.contract.js';
import {
  CONTENT_MODULE_DECLARATIONS,
  type ContentModuleDeclarations,
} from '../../modules/content/content-module-declarations.contract.js';
import type { ModuleDeclaration } from '../../modules/content/content-fields.contract.js';

/**
 * What the screens need to know of a kind of document: the list, create form and edit forms read it. Pages have
 * their own edit form (PageEditor); stories, media releases and news items share AuthoredEditor, whose fields
 * differ by kind (AuthoredFields.tsx).
 */
export interface ContentKindDefinition {
  /** i18n key of the kind's name in the list's filter. */
  labelKey: TranslationKey;
  /** i18n key of the create form's heading and the list's create button. */
  newKey: TranslationKey;
  /** The module types its documents hold (the edit form's "add module" choices); null: no modules. */
  modules: Readonly<Record<string, ModuleDeclaration>> | null;
  /** Whether its documents have a slug (an address of their own). */
  slug: boolean;
  /**
   * The draft preview of a language version: editors see drafts at the public address (docs/editors.md); null
   * for a kind without a page of its own (news items show in the news feed).
   */
  previewHref: (document: { id: string }, language: string, slug: string) => string | null;
}

const PAGE_MODULES: ContentModuleDeclarations = CONTENT_MODULE_DECLARATIONS;
const atSection = (section: string) => (_document: { id: string }, language: string, slug: string) =>
  slug ? `/${language}/${section}/${encodeURIComponent(slug)}` : null;

export const CONTENT_KINDS: Record<ContentEditorKind, ContentKindDefinition> = {
  pages: {
    labelKey: 'contentEditor.kind.pages',
    newKey: 'contentEditor.create.title',
    modules: PAGE_MODULES,
    slug: true,
    // `?direct` finds a page by id, a draft-only one too (for editors), and sends to its address.
    previewHref: (document, language) => `/${language}/${encodeURIComponent(document.id)}?direct`,
  },
  stories: {
    labelKey: 'contentEditor.kind.stories',
    newKey: 'contentEditor.new.stories',
    modules: PAGE_MODULES,
    slug: true,
    previewHref: atSection('stories'),
  },
  'media-releases': {
    labelKey: 'contentEditor.kind.media-releases',
    newKey: 'contentEditor.new.media-releases',
    modules: PAGE_MODULES,
    slug: true,
    previewHref: atSection('media-releases'),
  },
  'news-items': {
    labelKey: 'contentEditor.kind.news-items',
    newKey: 'contentEditor.new.news-items',
    modules: null,
    slug: false,
    previewHref: () => null,
  },
};

/** The preview URL with the version, so the frame reloads (and no cache answers) after every save. */
export const versioned = (href: string, version: number) => `${href}${href.includes('?') ? '&' : '?'}v=${version}`;
