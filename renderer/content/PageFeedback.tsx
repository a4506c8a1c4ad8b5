import type { SubmitFeedbackDto } from '../../modules/feedback/feedback.dto.js';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import type { TranslationKey } from '../../i18n/messages.js';
import { FEEDBACK_API, FEEDBACK_COMMENT_MAX_LENGTH } from '../../modules/feedback/feedback.contract.js';
import { Button } from '../components/Button.js';
import { TextArea } from '../components/form-controls.js';
import { useTranslation } from '../use-translation.js';

/**
 * SPEC §2.7 feedback: "Was this page helpful?" under CMS pages, stories and product pages. Yes or
 * no, then an optional comment, sent together. One form per address: a client-side navigation starts afresh.
 */
export function PageFeedback() {
  const { urlPathname } = usePageContext();
  return <PageFeedbackForm key={urlPathname} path={urlPathname} />;
}

async function sendFeedback(request: SubmitFeedbackDto): Promise<TranslationKey | null> {
  try {
    const response = await fetch(FEEDBACK_API, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
    });
    if (response.ok) return null;
    return response.status === 429 ? 'feedback.tooMany' : 'feedback.failed';
  } catch {
    return 'feedback.failed';
  }
}

function PageFeedbackForm({ path }: { path: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const commentId = useId();
  const hintId = useId();
  const [helpful, setHelpful] = useState<boolean | null>(null);
  const [comment, setComment] = useState('');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<TranslationKey | null>(null);
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const thanksRef = useRef<HTMLParagraphElement>(null);

  // Focus moves once React has committed what it moves to (a frame callback can run before the commit).
  // The comment field appears with the answer: the keyboard goes on there.
  useEffect(() => {
    if (helpful !== null) commentRef.current?.focus();
  }, [helpful]);
  // The thanks replace the form: focus goes to them, so it is not lost with the form.
  useEffect(() => {
    if (sent) thanksRef.current?.focus();
  }, [sent]);

  const choose = (answer: boolean) => {
    setHelpful(answer);
    setError(null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (helpful === null || sending) return;
    setSending(true);
    setError(null);
    const failure = await sendFeedback({ path, helpful, ...(comment.trim() ? { comment } : {}) });
    setSending(false);
    if (failure) {
      setError(failure);
      return;
    }
    setSent(true);
  };

  return (
    <aside className="page-feedback" aria-labelledby={headingId}>
      {sent ? (
        <>
          <h2 id={headingId} className="visually-hidden">
            {t('feedback.question')}
          </h2>
          <p ref={thanksRef} className="page-feedback-thanks" role="status" tabIndex={-1}>
            {t('feedback.thanks')}
          </p>
        </>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <h2 id={headingId} className="page-feedback-question">
            {t('feedback.question')}
          </h2>
          <div className="page-feedback-answers" role="group" aria-labelledby={headingId}>
            <button
              type="button"
              className="button button-secondary"
              aria-pressed={helpful === true}
              onClick={() => choose(true)}
            >
              {t('feedback.yes')}
            </button>
            <button
              type="button"
              className="button button-secondary"
              aria-pressed={helpful === false}
              onClick={() => choose(false)}
            >
              {t('feedback.no')}
            </button>
          </div>
          {helpful !== null && (
            <div className="page-feedback-comment">
              <label htmlFor={commentId}>{t('feedback.commentLabel')}</label>
              <TextArea
                id={commentId}
                ref={commentRef}
                rows={3}
                maxLength={FEEDBACK_COMMENT_MAX_LENGTH}
                value={comment}
                aria-describedby={hintId}
                onChange={(event) => setComment(event.target.value)}
              />
              <p id={hintId} className="page-feedback-hint">
                {t('feedback.commentHint', { max: FEEDBACK_COMMENT_MAX_LENGTH })}
              </p>
              <Button type="submit" loading={sending} loadingLabel={t('feedback.sending')}>
                {t('feedback.send')}
              </Button>
            </div>
          )}
          {error && (
            <p className="page-feedback-error" role="alert">
              {t(error)}
            </p>
          )}
        </form>
      )}
    </aside>
  );
}
