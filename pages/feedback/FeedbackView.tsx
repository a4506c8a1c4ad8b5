import type { FeedbackPageSummaryDto } from '../../modules/feedback/feedback.dto.js';
import type { FeedbackSummaryDto } from '../../modules/feedback/feedback.dto.js';
import type { TranslationKey } from '../../i18n/messages.js';
import type { FeedbackKind } from '../../modules/feedback/feedback.contract.js';
import type { SectionViewProps } from '../../renderer/section-views.js';
import { DataTable } from '../../renderer/components/DataTable.js';
import { EmptyState } from '../../renderer/components/EmptyState.js';
import { useTranslation } from '../../renderer/use-translation.js';
import './feedback.css';

/** The editor's view of page feedback. */
export default function FeedbackView({ view }: SectionViewProps<'feedback'>) {
  switch (view.name) {
    case 'summary':
      return <FeedbackSummary {...view.payload} />;
  }
}

const KIND_LABELS: Readonly<Record<FeedbackKind, TranslationKey>> = {
  page: 'feedback.editor.kind.page',
  story: 'feedback.editor.kind.story',
  product: 'feedback.editor.kind.product',
};

function FeedbackSummary({ pages }: FeedbackSummaryDto) {
  const { t } = useTranslation();
  return (
    <section className="feedback-summary" aria-labelledby="feedback-summary-heading">
      <h1 id="feedback-summary-heading">{t('feedback.editor.title')}</h1>
      <p>{t('feedback.editor.intro')}</p>
      <DataTable
        label={t('feedback.editor.title')}
        className="feedback-summary-table"
        columns={[
          { key: 'page', label: t('feedback.editor.page') },
          { key: 'type', label: t('feedback.editor.type') },
          { key: 'helpful', label: t('feedback.editor.helpful') },
          { key: 'notHelpful', label: t('feedback.editor.notHelpful') },
          { key: 'comments', label: t('feedback.editor.comments') },
        ]}
        rows={pages}
        renderRow={(page) => <FeedbackRow key={`${page.kind}:${page.targetId}`} page={page} />}
        empty={<EmptyState title={t('feedback.editor.empty')} />}
      />
    </section>
  );
}

function FeedbackRow({ page }: { page: FeedbackPageSummaryDto }) {
  const { t, language } = useTranslation();
  // UTC, so the server's HTML and the browser's hydration agree whatever the browser's time zone.
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <tr data-feedback-target={`${page.kind}:${page.targetId}`}>
      <th scope="row">
        <a href={page.path}>{page.title}</a>
      </th>
      <td>{t(KIND_LABELS[page.kind])}</td>
      <td className="feedback-count" data-count="helpful">
        {page.helpful}
      </td>
      <td className="feedback-count" data-count="not-helpful">
        {page.notHelpful}
      </td>
      <td>
        {page.comments.length > 0 && (
          <ul className="feedback-comments">
            {page.comments.map((comment, index) => (
              <li key={index}>
                <span className="feedback-comment-answer">{t(comment.helpful ? 'feedback.yes' : 'feedback.no')}</span>{' '}
                <span lang={comment.locale}>{comment.comment}</span>{' '}
                <time className="feedback-comment-date" dateTime={comment.createdAt}>
                  {date.format(new Date(comment.createdAt))}
                </time>
              </li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
}
