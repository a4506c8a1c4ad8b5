import { type FormEvent, useState } from 'react';
import type { ContentCreatePayload } from '../../modules/content-authoring/content-editor.contract.js';
import type { PageDocument } from '../../modules/content-authoring/page-document.contract.js';
import { Alert } from '../../renderer/components/Alert.js';
import { Button } from '../../renderer/components/Button.js';
import { Field, Select, TextInput } from '../../renderer/components/form-controls.js';
import { useTranslation } from '../../renderer/use-translation.js';
import { callApi } from './content-api.js';
import { CONTENT_KINDS } from './content-kinds.js';

/** A slug from a title: lower case, letters and digits of any script, single hyphens. */
export function slugOf(title: string): string {
  return title
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{Ll}\p{Lo}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);
}

/**
 * A new document: site (pages), language, title, slug (not news items) and category (stories); the API makes it a
 * draft and the editor goes on to edit it.
 */
export function ContentCreate({ kind, sites, categories, apiBase, basePath }: ContentCreatePayload) {
  const { t, language: uiLanguage } = useTranslation();
  const definition = CONTENT_KINDS[kind];
  const [site, setSite] = useState(sites.find((s) => s.id === 'main')?.id ?? sites[0]?.id ?? '');
  const [categorySlug, setCategorySlug] = useState(categories[0]?.slug ?? '');
  const languages = sites.find((s) => s.id === site)?.languages ?? [];
  const [language, setLanguage] = useState(languages.includes(uiLanguage) ? uiLanguage : (languages[0] ?? 'en'));
  const [title, setTitle] = useState('');
  const [slug, setSlug] = useState('');
  const [slugTouched, setSlugTouched] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    const answer = await callApi<PageDocument>(apiBase, {
      method: 'POST',
      body: {
        language,
        title,
        ...(kind === 'pages' ? { site } : {}),
        ...(definition.slug ? { slug: slug || slugOf(title) } : {}),
        ...(definition.modules ? { modules: [] } : {}),
        ...(kind === 'stories' ? { categorySlug } : {}),
      },
    });
    if (answer.ok && answer.body) {
      window.location.assign(`${basePath}/${kind}/${encodeURIComponent(answer.body.id)}?language=${language}`);
      return;
    }
    setBusy(false);
    setError(answer.message || t('contentEditor.failed'));
  };

  return (
    <section className="content-editor" aria-labelledby="content-create-heading">
      <h1 id="content-create-heading">{t(definition.newKey)}</h1>
      <form className="content-editor-form" onSubmit={(event) => void submit(event)}>
        {kind === 'pages' && (
          <Field id="create-site" label={t('contentEditor.site')}>
            {(control) => (
              <Select {...control} value={site} onChange={(event) => setSite(event.target.value)}>
                {sites.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        )}
        <Field id="create-language" label={t('contentEditor.language')}>
          {(control) => (
            <Select {...control} value={language} onChange={(event) => setLanguage(event.target.value)}>
              {languages.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id="create-title" label={t('contentEditor.field.title')}>
          {(control) => (
            <TextInput
              {...control}
              required
              maxLength={300}
              value={title}
              onChange={(event) => {
                setTitle(event.target.value);
                if (!slugTouched) setSlug(slugOf(event.target.value));
              }}
            />
          )}
        </Field>
        {definition.slug && (
          <Field id="create-slug" label={t('contentEditor.field.slug')} hint={t('contentEditor.slugHint')}>
            {(control) => (
              <TextInput
                {...control}
                required
                maxLength={120}
                value={slug}
                onChange={(event) => {
                  setSlugTouched(true);
                  setSlug(event.target.value);
                }}
              />
            )}
          </Field>
        )}
        {kind === 'stories' && (
          <Field id="create-category" label={t('contentEditor.field.category')}>
            {(control) => (
              <Select {...control} value={categorySlug} onChange={(event) => setCategorySlug(event.target.value)}>
                {categories.map((category) => (
                  <option key={category.slug} value={category.slug}>
                    {category.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        )}
        {error && <Alert type="error">{error}</Alert>}
        <Button type="submit" loading={busy}>
          {t('contentEditor.create.submit')}
        </Button>
      </form>
    </section>
  );
}
