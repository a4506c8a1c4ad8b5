import { type FormEvent, useEffect, useState } from 'react';
import type { ContentImageDto, ContentImagePageDto } from '../../modules/media-library/media-library.dto.js';
import { Alert } from '../../renderer/components/Alert.js';
import { Button } from '../../renderer/components/Button.js';
import { Dialog } from '../../renderer/components/Dialog.js';
import { Field, FileInput, TextInput } from '../../renderer/components/form-controls.js';
import { useTranslation } from '../../renderer/use-translation.js';
import { callApi } from './content-api.js';

export interface ImagePickerProps {
  imagesApi: string;
  /** The alternative text is read and written in this language. */
  language: string;
  onChoose: (image: { id: string; alt: string }) => void;
  onClose: () => void;
}

const PICKER_PAGE_SIZE = 24;

/** The media library in a dialog: search and choose a stored image, or upload one with its alternative text. */
export function ImagePicker({ imagesApi, language, onChoose, onClose }: ImagePickerProps) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const [images, setImages] = useState<ContentImageDto[] | undefined>(undefined);
  const [error, setError] = useState('');
  const [file, setFile] = useState<File | undefined>(undefined);
  const [alt, setAlt] = useState('');
  const [uploading, setUploading] = useState(false);

  const find = (words: string) =>
    callApi<ContentImagePageDto>(
      `${imagesApi}?pageSize=${PICKER_PAGE_SIZE}${words ? `&q=${encodeURIComponent(words)}` : ''}`,
    ).then((answer) => answer.body?.items ?? []);
  const search = (words: string) => find(words).then(setImages);
  // The library is the dialog's content: it loads when the dialog opens (nothing of it is rendered on the server).
  useEffect(() => {
    let open = true;
    void find('').then((found) => {
      if (open) setImages(found);
    });
    return () => {
      open = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the dialog opens
  }, []);

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    // React passes a portal's events up its own tree: the edit form must not take this submit for its own.
    event.stopPropagation();
    if (!file) return;
    setUploading(true);
    setError('');
    const form = new FormData();
    form.append('file', file);
    const stored = await callApi<ContentImageDto>(imagesApi, { method: 'POST', form });
    if (!stored.ok || !stored.body) {
      setUploading(false);
      setError(stored.message || t('contentEditor.failed'));
      return;
    }
    if (alt) {
      await callApi(`${imagesApi}/${encodeURIComponent(stored.body.id)}`, {
        method: 'PUT',
        body: { alt: { ...stored.body.alt, [language]: alt } },
      });
    }
    setUploading(false);
    onChoose({ id: stored.body.id, alt });
  };

  return (
    <Dialog title={t('contentEditor.image.library')} onClose={onClose} closeButton>
      <form
        className="content-editor-row"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          event.stopPropagation();
          void search(q);
        }}
      >
        <Field id="image-picker-q" label={t('contentEditor.image.search')}>
          {(control) => <TextInput {...control} type="search" value={q} onChange={(e) => setQ(e.target.value)} />}
        </Field>
        <Button type="submit" variant="secondary">
          {t('contentEditor.applyFilter')}
        </Button>
      </form>
      {images === undefined ? (
        <p role="status">{t('contentEditor.loading')}</p>
      ) : (
        <ul className="content-editor-images" aria-label={t('contentEditor.image.library')}>
          {images.map((image) => (
            <li key={image.id}>
              <button type="button" onClick={() => onChoose({ id: image.id, alt: image.alt[language] ?? '' })}>
                <img src={image.url} alt="" width={96} loading="lazy" />
                <span>{t('contentEditor.image.use', { name: image.alt[language] || image.fileName })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="content-editor-upload" onSubmit={(event) => void upload(event)}>
        <h3>{t('contentEditor.image.upload')}</h3>
        <Field id="image-picker-file" label={t('contentEditor.image.file')}>
          {(control) => (
            <FileInput
              {...control}
              accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
              required
              onChange={(e) => setFile(e.target.files?.[0])}
            />
          )}
        </Field>
        <Field id="image-picker-alt" label={t('contentEditor.imageAlt')}>
          {(control) => <TextInput {...control} maxLength={300} value={alt} onChange={(e) => setAlt(e.target.value)} />}
        </Field>
        {error && <Alert type="error">{error}</Alert>}
        <Button type="submit" loading={uploading}>
          {t('contentEditor.image.uploadSubmit')}
        </Button>
      </form>
    </Dialog>
  );
}
