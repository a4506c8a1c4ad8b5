import type { TermsModuleData } from '../../../modules/content/content-modules.contract.js';
import { useTranslation } from '../../use-translation.js';
import { ContentLink } from './ContentLink.js';

export interface TermsModuleProps {
  module: TermsModuleData;
}

/** Terms and conditions (SPEC §2.7): version and date, a table of contents, numbered sections, the PDF. */
export function TermsModule({ module }: TermsModuleProps) {
  const { t, language } = useTranslation();
  return (
    <section className="terms content-width">
      {module.title && <h2>{module.title}</h2>}
      {module.version && (
        <p className="terms-version">
          {t('cms.terms.version', { version: module.version })}{' '}
          {module.effectiveDate && (
            <time dateTime={module.effectiveDate}>
              {new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
                new Date(module.effectiveDate),
              )}
            </time>
          )}
        </p>
      )}
      <nav aria-label={t('cms.terms.contents')}>
        <ol>
          {module.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {module.sections.map((section, index) => (
        <section key={section.id} id={section.id} className="terms-section">
          <h3>
            {index + 1}. {section.heading}
          </h3>
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: section.html }} />
        </section>
      ))}
      {module.download && <ContentLink link={module.download} className="button" plain />}
    </section>
  );
}
