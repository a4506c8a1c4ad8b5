import { useState } from 'react';
import { Button, TextLink } from '../../renderer/components/Button.js';
import { useTranslation } from '../../renderer/use-translation.js';

export function ButtonsSection() {
  const { t } = useTranslation();
  const [loading, setLoading] = useState(false);
  return (
    <>
      <h1>{t('styleGuide.buttons')}</h1>
      <section aria-labelledby="sg-buttons">
        <h2 id="sg-buttons">{t('styleGuide.buttonStates')}</h2>
        <p className="button-row">
          <Button>{t('styleGuide.sampleButton')}</Button>{' '}
          <Button variant="secondary">{t('styleGuide.sampleButton')}</Button>{' '}
          <Button disabled>{t('styleGuide.disabledButton')}</Button>{' '}
          <Button loading={loading} onClick={() => setLoading(true)}>
            {t('styleGuide.sendButton')}
          </Button>{' '}
          <Button variant="secondary" onClick={() => setLoading(false)}>
            {t('styleGuide.resetButton')}
          </Button>
        </p>
      </section>
      <section aria-labelledby="sg-links">
        <h2 id="sg-links">{t('styleGuide.linkTypes')}</h2>
        <p>
          <TextLink href="/style-guide">{t('styleGuide.defaultLink')}</TextLink>
        </p>
        <p>
          {t('styleGuide.inlineTextBefore')}{' '}
          <TextLink href="/style-guide" type="inline-text">
            {t('styleGuide.inlineTextLink')}
          </TextLink>
        </p>
      </section>
    </>
  );
}
