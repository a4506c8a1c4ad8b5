import { useCallback, useId, useRef, useState } from 'react';
import { PLACEHOLDER_IMAGES, imageSrcSet, imageUrl } from '../../modules/files/image-sizes.contract.js';
import type { ProductDetail } from '../../modules/products/products.contract.js';
import { Icon } from '../../renderer/components/Icon.js';
import { ModalShell } from '../../renderer/components/ModalShell.js';
import { useTranslation } from '../../renderer/use-translation.js';
import { Picture } from '../../renderer/components/Picture.js';
import { GALLERY_SIZES } from '../../renderer/components/image-layout.js';

export interface GalleryProps {
  images: ProductDetail['images'];
  productName: string;
}

/** Product gallery (SPEC §3: default image first): a large image, thumbnails, and a keyboard-usable lightbox. */
export function Gallery({ images, productName }: GalleryProps) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  const [lightbox, setLightbox] = useState(false);
  const count = images.length;
  const shown = images[current];
  if (!shown) {
    return <Picture image={null} size="Gallery" placeholder={PLACEHOLDER_IMAGES.teaser} alt={productName} />;
  }
  return (
    <section className="gallery" aria-label={t('gallery.label')}>
      <button
        type="button"
        className="gallery-main"
        aria-label={t('gallery.enlarge', { index: current + 1, count })}
        onClick={() => setLightbox(true)}
      >
        <Picture
          image={shown.image}
          size="Gallery"
          placeholder={PLACEHOLDER_IMAGES.teaser}
          loading="eager"
          sizes={GALLERY_SIZES}
        />
      </button>
      {count > 1 && (
        <ul className="gallery-thumbnails">
          {images.map((entry, index) => (
            <li key={entry.image.id}>
              <button
                type="button"
                aria-label={t('gallery.show', { index: index + 1, count })}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => setCurrent(index)}
              >
                <Picture image={entry.image} size="GalleryThumbnail" placeholder={PLACEHOLDER_IMAGES.teaser} alt="" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {lightbox && <Lightbox images={images} index={current} onIndex={setCurrent} onClose={() => setLightbox(false)} />}
    </section>
  );
}

interface LightboxProps {
  images: ProductDetail['images'];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}

/** A modal dialog: arrow keys step through the images, Escape closes, focus is trapped and returned. */
function Lightbox({ images, index, onIndex, onClose }: LightboxProps) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useCallback(() => onClose(), [onClose]);
  const count = images.length;
  const step = (delta: number) => onIndex((index + delta + count) % count);
  const entry = images[index]!;
  return (
    <ModalShell
      onClose={close}
      dialogRef={dialogRef}
      className="modal lightbox"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') step(1);
        if (event.key === 'ArrowLeft') step(-1);
      }}
    >
      <h2 id={titleId} className="lightbox-title">
        {t('gallery.lightboxTitle', { index: index + 1, count })}
      </h2>
      <img
        src={imageUrl(entry.image, 'Stretched')}
        srcSet={imageSrcSet(entry.image, 'Stretched')}
        alt={entry.image.alt}
      />
      <div className="lightbox-controls">
        <button type="button" onClick={() => step(-1)}>
          {t('gallery.previous')}
        </button>
        <ul className="gallery-thumbnails">
          {images.map((other, position) => (
            <li key={other.image.id}>
              <button
                type="button"
                aria-label={t('gallery.show', { index: position + 1, count })}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => onIndex(position)}
              >
                <img src={imageUrl(other.image, 'LightboxThumbnail')} alt="" width={80} height={80} />
              </button>
            </li>
          ))}
        </ul>
        <button type="button" onClick={() => step(1)}>
          {t('gallery.next')}
        </button>
      </div>
      <button type="button" className="modal-close" onClick={close}>
        <Icon name="Close" size={16} label={t('dialog.close')} />
      </button>
    </ModalShell>
  );
}
