import { useState } from 'react';
import { Button } from '../../renderer/components/Button.js';
import { Breadcrumbs } from '../../renderer/components/Breadcrumbs.js';
import { FlashMessage } from '../../renderer/components/FlashMessage.js';
import { ICON_NAMES, Icon } from '../../renderer/components/Icon.js';
import { useTranslation } from '../../renderer/use-translation.js';

export function ComponentsSection() {
  const { t } = useTranslation();
  const [floating, setFloating] = useState(0);
  return (
    <>
      <h1>{t('styleGuide.components')}</h1>
      <section aria-labelledby="sg-flash">
        <h2 id="sg-flash">{t('styleGuide.flashMessages')}</h2>
        <FlashMessage type="info" title={t('styleGuide.flashInfoTitle')} text={t('styleGuide.flashInfoText')} />
        <FlashMessage
          type="success"
          title={t('styleGuide.flashSuccessTitle')}
          text={t('styleGuide.flashSuccessText')}
          linkText={t('styleGuide.flashLink')}
          to="/style-guide/buttons"
        />
        <FlashMessage type="error" title={t('styleGuide.flashErrorTitle')} text={t('styleGuide.flashErrorText')} />
        <FlashMessage static type="info" text={t('styleGuide.flashStaticText')} />
        <Button variant="secondary" onClick={() => setFloating((n) => n + 1)}>
          {t('styleGuide.showFloating')}
        </Button>
        {floating > 0 && (
          <FlashMessage key={floating} floating type="success" text={t('styleGuide.flashFloatingText')} />
        )}
      </section>
      <section aria-labelledby="sg-breadcrumbs">
        <h2 id="sg-breadcrumbs">{t('styleGuide.breadcrumbs')}</h2>
        <Breadcrumbs
          items={[
            { title: t('breadcrumbs.home'), href: '/' },
            { title: t('styleGuide.title'), href: '/style-guide' },
            { title: t('styleGuide.components'), href: '' },
          ]}
        />
      </section>
      <section aria-labelledby="sg-icons">
        <h2 id="sg-icons">{t('styleGuide.icons')}</h2>
        {([16, 24] as const).map((size) => (
          <ul className="icon-grid" key={size} aria-label={t('styleGuide.iconSize', { size })}>
            {ICON_NAMES.map((name) => (
              <li key={name}>
                <Icon name={name} size={size} />
                <span>{name}</span>
              </li>
            ))}
          </ul>
        ))}
      </section>
    </>
  );
}
