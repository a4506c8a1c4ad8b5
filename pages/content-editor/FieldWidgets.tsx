import { useId, useState } from 'react';
import { createPortal } from 'react-dom';
import type {
  FieldDeclaration,
  FieldDeclarations,
  ImageField,
  LinkField,
  ListField,
} from '../../modules/content/content-fields.contract.js';
import { Button } from '../../renderer/components/Button.js';
import { Checkbox, Field, Select, TextArea, TextInput } from '../../renderer/components/form-controls.js';
import { useTranslation } from '../../renderer/use-translation.js';
import { useDeclaredLabel } from './declared-label.js';
import { ImagePicker } from './ImagePicker.js';
import { RichTextEditor } from './RichTextEditor.js';

/** A module's (or a list item's) stored values by key. */
export type FieldValues = Record<string, unknown>;

export interface FieldSetProps {
  /** Unique prefix of the controls' ids. */
  idPrefix: string;
  fields: FieldDeclarations;
  values: FieldValues;
  onChange: (values: FieldValues) => void;
  /** The language edited (an image's alternative text is taken in it). */
  language: string;
  imagesApi: string;
}

/** The form of a set of declared fields, one widget per field kind, in declaration order. */
export function FieldSet({ idPrefix, fields, values, onChange, language, imagesApi }: FieldSetProps) {
  return (
    <>
      {Object.entries(fields).map(([key, field]) => {
        // Derived fields are filled by the server; editors never write them.
        if (field.derived) return null;
        const stored = field.from ?? key;
        return (
          <FieldWidget
            key={key}
            id={`${idPrefix}-${key}`}
            field={field}
            value={values[stored]}
            onChange={(value) => onChange({ ...values, [stored]: value })}
            language={language}
            imagesApi={imagesApi}
          />
        );
      })}
    </>
  );
}

export interface FieldWidgetProps {
  id: string;
  field: FieldDeclaration;
  value: unknown;
  onChange: (value: unknown) => void;
  language: string;
  imagesApi: string;
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const record = (value: unknown): FieldValues =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as FieldValues) : {};

/** The widget for one field kind. */
function FieldWidget({ id, field, value, onChange, language, imagesApi }: FieldWidgetProps) {
  const label = useDeclaredLabel();
  switch (field.kind) {
    case 'text':
      return (
        <Field id={id} label={label(field.label)}>
          {(control) =>
            field.multiline ? (
              <TextArea
                {...control}
                rows={3}
                maxLength={field.max}
                value={str(value)}
                onChange={(e) => onChange(e.target.value)}
              />
            ) : (
              <TextInput
                {...control}
                maxLength={field.max}
                required={field.required}
                value={str(value)}
                onChange={(e) => onChange(e.target.value)}
              />
            )
          }
        </Field>
      );
    case 'href':
      return (
        <Field id={id} label={label(field.label)}>
          {(control) => (
            <TextInput
              {...control}
              maxLength={field.max}
              value={str(value)}
              onChange={(e) => onChange(e.target.value)}
            />
          )}
        </Field>
      );
    case 'date':
      return (
        <Field id={id} label={label(field.label)}>
          {(control) => (
            <TextInput {...control} type="date" value={str(value)} onChange={(e) => onChange(e.target.value)} />
          )}
        </Field>
      );
    case 'number':
      return (
        <Field id={id} label={label(field.label)}>
          {(control) => (
            <TextInput
              {...control}
              type="number"
              min={0}
              value={typeof value === 'number' ? value : ''}
              onChange={(e) => onChange(e.target.value === '' ? 0 : Number(e.target.value))}
            />
          )}
        </Field>
      );
    case 'boolean':
      return (
        <div className="ds-field">
          <Checkbox
            id={id}
            label={label(field.label)}
            checked={value === true}
            onChange={(e) => onChange(e.target.checked)}
          />
        </div>
      );
    case 'select':
      return (
        <Field id={id} label={label(field.label)}>
          {(control) => (
            <Select {...control} value={str(value) || field.default} onChange={(e) => onChange(e.target.value)}>
              {field.options.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </Select>
          )}
        </Field>
      );
    case 'rich-text':
      return <RichTextEditor id={id} label={label(field.label)} value={str(value)} onChange={onChange} />;
    case 'image':
      return (
        <ImageWidget
          id={id}
          field={field}
          value={value}
          onChange={onChange}
          language={language}
          imagesApi={imagesApi}
        />
      );
    case 'link':
      return <LinkWidget id={id} field={field} value={value} onChange={onChange} />;
    case 'anchor': {
      const anchor = record(value);
      const set = (key: string, next: string) => {
        const updated = { ...anchor, [key]: next };
        onChange(str(updated.id) === '' && str(updated.title) === '' ? null : updated);
      };
      return (
        <fieldset className="content-editor-group">
          <legend>{label(field.label)}</legend>
          <FieldRow
            id={`${id}-id`}
            label="contentEditor.anchorId"
            value={str(anchor.id)}
            max={field.idMax}
            onChange={(v) => set('id', v)}
          />
          <FieldRow
            id={`${id}-title`}
            label="contentEditor.anchorTitle"
            value={str(anchor.title)}
            max={field.titleMax}
            onChange={(v) => set('title', v)}
          />
        </fieldset>
      );
    }
    case 'list':
      return (
        <ListWidget id={id} field={field} value={value} onChange={onChange} language={language} imagesApi={imagesApi} />
      );
    case 'product-links':
      return (
        <ListWidget
          id={id}
          field={{
            kind: 'list',
            label: field.label,
            of: {
              productSlug: { kind: 'text', label: 'Product slug', max: field.slugMax, required: true },
              text: { kind: 'text', label: 'Text', max: field.textMax },
            },
          }}
          value={value}
          onChange={onChange}
          language={language}
          imagesApi={imagesApi}
        />
      );
    case 'video-kind':
    case 'page-anchors':
      return null;
  }
}

type RowLabel =
  | 'contentEditor.anchorId'
  | 'contentEditor.anchorTitle'
  | 'contentEditor.linkText'
  | 'contentEditor.linkHref'
  | 'contentEditor.linkParameters'
  | 'contentEditor.imageAlt';

/** A labelled single-line input whose label is a UI string. */
function FieldRow(props: {
  id: string;
  label: RowLabel;
  value: string;
  max: number;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Field id={props.id} label={t(props.label)}>
      {(control) => (
        <TextInput
          {...control}
          maxLength={props.max}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

function LinkWidget({
  id,
  field,
  value,
  onChange,
}: {
  id: string;
  field: LinkField;
  value: unknown;
  onChange: (value: unknown) => void;
}) {
  const { t } = useTranslation();
  const label = useDeclaredLabel();
  const link = record(value);
  const set = (key: string, next: unknown) => {
    const updated = { text: '', href: '', parameters: '', openInNewTab: false, ...link, [key]: next };
    onChange(str(updated.href) === '' && str(updated.text) === '' ? null : updated);
  };
  return (
    <fieldset className="content-editor-group">
      <legend>{label(field.label)}</legend>
      <FieldRow
        id={`${id}-text`}
        label="contentEditor.linkText"
        value={str(link.text)}
        max={field.textMax}
        onChange={(v) => set('text', v)}
      />
      <FieldRow
        id={`${id}-href`}
        label="contentEditor.linkHref"
        value={str(link.href ?? link.url)}
        max={field.hrefMax}
        onChange={(v) => set('href', v)}
      />
      <FieldRow
        id={`${id}-parameters`}
        label="contentEditor.linkParameters"
        value={str(link.parameters)}
        max={500}
        onChange={(v) => set('parameters', v)}
      />
      <Checkbox
        id={`${id}-new-tab`}
        label={t('contentEditor.linkNewTab')}
        checked={link.openInNewTab === true}
        onChange={(e) => set('openInNewTab', e.target.checked)}
      />
    </fieldset>
  );
}

export function ImageWidget({
  id,
  field,
  value,
  onChange,
  language,
  imagesApi,
}: FieldWidgetProps & { field: ImageField }) {
  const { t } = useTranslation();
  const label = useDeclaredLabel();
  const [picking, setPicking] = useState(false);
  const image = record(value);
  const imageId = str(image.id);
  return (
    <fieldset className="content-editor-group content-editor-image" aria-describedby={`${id}-chosen`}>
      <legend>{label(field.label)}</legend>
      <p id={`${id}-chosen`}>
        {imageId ? (
          <>
            <img src={`/api/images/${encodeURIComponent(imageId)}`} alt="" width={120} />{' '}
            <span className="content-editor-image-id">{imageId}</span>
          </>
        ) : (
          t('contentEditor.image.none')
        )}
      </p>
      <div className="content-editor-row">
        <Button variant="secondary" onClick={() => setPicking(true)}>
          {t('contentEditor.image.choose')}
        </Button>
        {imageId && !field.required && (
          <Button variant="secondary" onClick={() => onChange(null)}>
            {t('contentEditor.image.remove')}
          </Button>
        )}
      </div>
      {imageId && (
        <FieldRow
          id={`${id}-alt`}
          label="contentEditor.imageAlt"
          value={str(image.alt)}
          max={field.altMax}
          onChange={(alt) => onChange({ id: imageId, alt })}
        />
      )}
      {picking &&
        createPortal(
          <ImagePicker
            imagesApi={imagesApi}
            language={language}
            onClose={() => setPicking(false)}
            onChoose={(chosen) => {
              setPicking(false);
              onChange(chosen);
            }}
          />,
          // Outside the edit form: its own forms must not nest in it (invalid HTML; the outer one would submit).
          document.body,
        )}
    </fieldset>
  );
}

function ListWidget({ id, field, value, onChange, language, imagesApi }: FieldWidgetProps & { field: ListField }) {
  const { t } = useTranslation();
  const label = useDeclaredLabel();
  const items = Array.isArray(value) ? (value as FieldValues[]) : [];
  const headingId = useId();
  const full = field.max !== undefined && items.length >= field.max;
  return (
    <fieldset className="content-editor-group">
      <legend id={headingId}>{label(field.label)}</legend>
      {items.map((item, index) => (
        <div
          key={index}
          className="content-editor-list-item"
          role="group"
          aria-label={t('contentEditor.listItem', { position: index + 1 })}
        >
          <FieldSet
            idPrefix={`${id}-${index}`}
            fields={field.of}
            values={record(item)}
            onChange={(next) => onChange(items.map((old, i) => (i === index ? next : old)))}
            language={language}
            imagesApi={imagesApi}
          />
          <Button variant="secondary" onClick={() => onChange(items.filter((_, i) => i !== index))}>
            {t('contentEditor.listItemRemove', { position: index + 1 })}
          </Button>
        </div>
      ))}
      <Button variant="secondary" disabled={full} onClick={() => onChange([...items, {}])}>
        {t('contentEditor.listItemAdd')}
      </Button>
    </fieldset>
  );
}
