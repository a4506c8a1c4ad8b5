import { useId } from 'react';
import { useTranslation } from '../../renderer/use-translation.js';
import { Alert } from '../../renderer/components/Alert.js';

export interface SourceUnavailableProps {
  /** The section's own class (`tickets`, `inventory`): its layout, and `{className}-failure` on the apology. */
  className: string;
  heading: string;
  back: { href: string; label: string };
}

/**
 * A portal page while the upstream source behind it fails (issue 33): SPEC §8's apology (try again, contact support)
 * in place of the page, with a way back into the section.
 */
export function SourceUnavailable({ className, heading, back }: SourceUnavailableProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={className} aria-labelledby={headingId}>
      <header className={`${className}-header`}>
        <h1 id={headingId}>{heading}</h1>
      </header>
      <Alert type="error" className={`${className}-failure`}>
        <p>{t('tickets.error.failed')}</p>
      </Alert>
      <p>
        <a href={back.href}>{back.label}</a>
      </p>
    </section>
  );
}
