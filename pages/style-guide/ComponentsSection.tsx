import { useState } from 'react';
import { Alert } from '../../renderer/components/Alert.js';
import { Button } from '../../renderer/components/Button.js';
import { Breadcrumbs } from '../../renderer/components/Breadcrumbs.js';
import { TableScroll } from '../../renderer/components/DataTable.js';
import { Dialog } from '../../renderer/components/Dialog.js';
import { EmptyState } from '../../renderer/components/EmptyState.js';
import { FlashMessage } from '../../renderer/components/FlashMessage.js';
import { ICON_NAMES, Icon } from '../../renderer/components/Icon.js';
import { useTranslation } from '../../renderer/use-translation.js';

/** Sample rows for the table (product names and places, not UI text). */
const SAMPLE_MACHINES = [
  ['KX-2024-0001', 'CutStrip 9000', 'Thun, CH', '2027-03-31', '4.2.1'],
  ['KX-2023-0417', 'CrimpCenter 64', 'Radolfzell, DE', '2026-11-30', '3.9.0'],
  ['KX-2022-1288', 'CutStrip 7000', 'Manchester, US', '2025-06-30', '3.1.4'],
] as const;

export function ComponentsSection() {
  const { t } = useTranslation();
  const [floating, setFloating] = useState(0);
  const [dialogOpen, setDialogOpen] = useState(false);
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
      <section aria-labelledby="sg-alerts">
        <h2 id="sg-alerts">{t('styleGuide.alerts')}</h2>
        <Alert type="info">{t('styleGuide.alertInfo')}</Alert>
        <Alert type="success">{t('styleGuide.alertSuccess')}</Alert>
        <Alert type="warning">{t('styleGuide.alertWarning')}</Alert>
        <Alert type="error">{t('styleGuide.alertError')}</Alert>
      </section>
      <section aria-labelledby="sg-table">
        <h2 id="sg-table">{t('styleGuide.tables')}</h2>
        <TableScroll label={t('styleGuide.tableCaption')}>
          <caption>{t('styleGuide.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('styleGuide.tableSerial')}</th>
              <th scope="col">{t('styleGuide.tableProduct')}</th>
              <th scope="col">{t('styleGuide.tableLocation')}</th>
              <th scope="col">{t('styleGuide.tableWarranty')}</th>
              <th scope="col">{t('styleGuide.tableSoftware')}</th>
            </tr>
          </thead>
          <tbody>
            {SAMPLE_MACHINES.map(([serial, product, location, warranty, software]) => (
              <tr key={serial}>
                <th scope="row">{serial}</th>
                <td>{product}</td>
                <td>{location}</td>
                <td>{warranty}</td>
                <td>{software}</td>
              </tr>
            ))}
          </tbody>
        </TableScroll>
      </section>
      <section aria-labelledby="sg-empty">
        <h2 id="sg-empty">{t('styleGuide.emptyState')}</h2>
        <EmptyState title={t('styleGuide.emptyTitle')}>
          <p>{t('styleGuide.emptyText')}</p>
        </EmptyState>
      </section>
      <section aria-labelledby="sg-dialog">
        <h2 id="sg-dialog">{t('styleGuide.dialog')}</h2>
        <Button variant="secondary" onClick={() => setDialogOpen(true)}>
          {t('styleGuide.openDialog')}
        </Button>
        {dialogOpen && (
          <Dialog
            title={t('styleGuide.dialogTitle')}
            description={t('styleGuide.dialogText')}
            onClose={() => setDialogOpen(false)}
            actions={
              <>
                <Button variant="secondary" onClick={() => setDialogOpen(false)}>
                  {t('styleGuide.dialogCancel')}
                </Button>
                <Button onClick={() => setDialogOpen(false)}>{t('styleGuide.dialogConfirm')}</Button>
              </>
            }
          />
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
