import type {
  AuthoredEditorKind,
  ContentCategoryOption,
} from '../../modules/content-authoring/content-editor.contract.js';
import { Checkbox, Field, Select, TextArea, TextInput } from '../../renderer/components/form-controls.js';
import { useTranslation } from '../../renderer/use-translation.js';
import type { AuthoredForm } from './authored-form.js';
import { ImageWidget } from './FieldWidgets.js';

export interface AuthoredFieldsProps {
  kind: AuthoredEditorKind;
  form: AuthoredForm;
  change: (patch: Partial<AuthoredForm>) => void;
  categories: ContentCategoryOption[];
  language: string;
  imagesApi: string;
}

/** The fields of a story, media release or news item (their write bodies: docs/content-authoring.md). */
export function AuthoredFields({ kind, form, change, categories, language, imagesApi }: AuthoredFieldsProps) {
  const { t } = useTranslation();
  const image = (key: 'teaserImage' | 'image', label: string) => (
    <ImageWidget
      id={`edit-${key}`}
      field={{ kind: 'image', label, altMax: 300 }}
      value={form[key]}
      onChange={(value) => change({ [key]: (value as AuthoredForm['image']) ?? null })}
      language={language}
      imagesApi={imagesApi}
    />
  );
  return (
    <>
      <Field id="edit-title" label={t('contentEditor.field.title')}>
        {(control) => (
          <TextInput
            {...control}
            required
            maxLength={300}
            value={form.title}
            onChange={(e) => change({ title: e.target.value })}
          />
        )}
      </Field>
      {kind !== 'news-items' && (
        <>
          <Field id="edit-slug" label={t('contentEditor.field.slug')} hint={t('contentEditor.slugHint')}>
            {(control) => (
              <TextInput
                {...control}
                required
                maxLength={120}
                value={form.slug}
                onChange={(e) => change({ slug: e.target.value })}
              />
            )}
          </Field>
          <Field id="edit-lead" label={t('contentEditor.field.leadText')}>
            {(control) => (
              <TextArea
                {...control}
                rows={3}
                maxLength={1000}
                value={form.leadText}
                onChange={(e) => change({ leadText: e.target.value })}
              />
            )}
          </Field>
        </>
      )}
      <Field id="edit-publication-date" label={t('contentEditor.field.publicationDate')}>
        {(control) => (
          <TextInput
            {...control}
            type={kind === 'news-items' ? 'datetime-local' : 'date'}
            value={form.publicationDate}
            onChange={(e) => change({ publicationDate: e.target.value })}
          />
        )}
      </Field>
      {kind === 'stories' && (
        <>
          <Field id="edit-category" label={t('contentEditor.field.category')}>
            {(control) => (
              <Select {...control} value={form.categorySlug} onChange={(e) => change({ categorySlug: e.target.value })}>
                {categories.map((category) => (
                  <option key={category.slug} value={category.slug}>
                    {category.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          {image('teaserImage', t('contentEditor.field.teaserImage'))}
        </>
      )}
      {kind === 'media-releases' && (
        <div className="ds-field">
          <Checkbox
            id="edit-adhoc"
            label={t('contentEditor.field.adhoc')}
            checked={form.adhoc}
            onChange={(e) => change({ adhoc: e.target.checked })}
          />
        </div>
      )}
      {kind === 'news-items' && (
        <>
          <Field id="edit-text" label={t('contentEditor.field.text')}>
            {(control) => (
              <TextArea
                {...control}
                rows={4}
                maxLength={2000}
                value={form.text}
                onChange={(e) => change({ text: e.target.value })}
              />
            )}
          </Field>
          <Field id="edit-link" label={t('contentEditor.field.link')} hint={t('contentEditor.field.linkHint')}>
            {(control) => (
              <TextInput
                {...control}
                maxLength={500}
                value={form.link}
                onChange={(e) => change({ link: e.target.value })}
              />
            )}
          </Field>
          {image('image', t('contentEditor.field.image'))}
        </>
      )}
    </>
  );
}
