import { useAtom } from 'jotai';
import { useCallback, useId, useRef, useState } from 'react';
import { shareModalAtom } from '../page-ui.atoms.js';
import { useTranslation } from '../use-translation.js';
import { Icon } from './Icon.js';
import { ModalShell } from './ModalShell.js';

/** The share modal (SPEC §2.4: title, url, visible): a real dialog that traps and returns focus. */
export function ShareModal() {
  const { t } = useTranslation();
  const [share, setShare] = useAtom(shareModalAtom);
  const [copied, setCopied] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useCallback(() => {
    setCopied(false);
    setShare((state) => ({ ...state, visible: false }));
  }, [setShare]);
  if (!share.visible) return null;
  const url = encodeURIComponent(share.url);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(share.url);
    } catch {
      const field = document.createElement('textarea');
      field.value = share.url;
      document.body.append(field);
      field.select();
      document.execCommand('copy');
      field.remove();
    }
    setCopied(true);
  };
  return (
    <ModalShell onClose={close} dialogRef={dialogRef} className="modal" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('share.title')}</h2>
      <p className="share-page-title">{share.title}</p>
      <ul className="share-options">
        <li>
          <button type="button" onClick={() => void copy()}>
            {copied ? t('share.copied') : t('share.copy')}
          </button>
        </li>
        <li>
          <a href={`mailto:?subject=${encodeURIComponent(share.title)}&body=${url}`}>{t('share.email')}</a>
        </li>
        <li>
          <a
            href={`https://www.linkedin.com/sharing/share-offsite/?url=${url}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            LinkedIn
          </a>
        </li>
        <li>
          <a href={`https://x.com/intent/post?url=${url}`} target="_blank" rel="noopener noreferrer">
            X
          </a>
        </li>
      </ul>
      <button type="button" className="modal-close" onClick={close}>
        <Icon name="Close" size={16} label={t('dialog.close')} />
      </button>
    </ModalShell>
  );
}
