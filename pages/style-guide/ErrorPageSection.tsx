import { ErrorPageContent } from '../../renderer/components/ErrorPageContent.js';

/** The error page (SPEC §2.5) as it renders for an application error. */
export function ErrorPageSection() {
  return (
    <section className="error-page">
      <ErrorPageContent notFound={false} />
    </section>
  );
}
