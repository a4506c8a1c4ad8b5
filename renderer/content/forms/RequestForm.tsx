import type { ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import type { TranslationKey } from '../../../i18n/index.js';
import {
  ADDRESS_FIELDS,
  FORM_FIELDS,
  type FormKind,
  type FormValues,
  RETURN_ADDRESS,
} from '../../../modules/forms/forms.contract.js';
import { Button } from '../../components/Button.js';
import { FlashMessage } from '../../components/FlashMessage.js';
import { Icon } from '../../components/Icon.js';
import { layoutOf } from '../../layout-data.js';
import { useTranslation } from '../../use-translation.js';
import { FormField } from './FormField.js';
import { SUCCESS_KEYS } from './form-module.js';
import { useHydrated } from './use-hydrated.js';
import { type RequestFormState, useRequestForm } from './use-request-form.js';

export interface FormSection {
  legendKey?: TranslationKey;
  fields: { name: string; hintKey?: TranslationKey }[];
  /** Service request: the optional return address follows this section. */
  returnAddressAfter?: boolean;
}

export interface RequestFormProps {
  kind: FormKind;
  title: string;
  lead: string;
  sections: FormSection[];
  /** Shown above the fields (the contact form's reply promise, the whitepaper's summary). */
  intro?: ReactNode;
  /** Fixed values sent with the form (the whitepaper id). */
  fixedValues?: FormValues;
  /** SPEC §8: the service request's failure message offers this address. */
  fallbackEmail?: string;
}

type FormState = Omit<RequestFormState, 'formRef'>;

const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

/** A request form as a CMS content module: labelled fields, client validation, sending state and outcome. */
export function RequestForm(props: RequestFormProps) {
  const { kind, title, lead, sections, intro, fixedValues, fallbackEmail } = props;
  const { t } = useTranslation();
  const pageContext = usePageContext();
  const layout = layoutOf(pageContext);
  const posted = pageContext.formPost?.kind === kind ? pageContext.formPost : undefined;
  const sent = pageContext.urlParsed.search.sent === kind;
  const context = layout ? { site: layout.site.id, locale: layout.locale.code } : {};
  const { formRef, ...form } = useRequestForm(kind, { ...fixedValues, ...context }, { posted, sent });
  const hydrated = useHydrated();
  // SPEC §1: the page forms post natively without JavaScript (modules/forms/form-post.handler.ts).
  const postsNatively = kind !== 'whitepaper';
  const page = pagePath(pageContext.urlParsed.pathname, pageContext.urlParsed.search);
  const rules = FORM_FIELDS[kind];
  const sending = form.status === 'sending';
  const hasErrors = Object.keys(form.errors).length > 0;

  const field = (name: string, hintKey?: TranslationKey) => (
    <FormField
      key={name}
      path={name}
      rule={rules[name]!}
      value={form.values[name]}
      siblings={form.values}
      error={form.errors[name]}
      hintKey={hintKey}
      onChange={form.change}
      onBlur={form.blur}
    />
  );

  return (
    <section className={`request-form request-form-${kind}`} aria-labelledby={`${kind}-title`}>
      <header className="request-form-intro">
        <h1 id={`${kind}-title`}>{title}</h1>
        {lead && <p className="lead">{lead}</p>}
        {intro}
      </header>
      {form.status === 'success' ? (
        <Success form={form} textKey={SUCCESS_KEYS[kind]} />
      ) : (
        <form
          ref={formRef}
          {...(postsNatively ? { action: `/api/forms/page/${kind}`, method: 'post' } : {})}
          noValidate
          onSubmit={(event) => void form.submit(event)}
          onFocus={form.onFirstInteraction}
          aria-busy={sending || undefined}
        >
          <p className="required-note">{t('forms.requiredNote')}</p>
          {postsNatively && (
            <>
              <input type="hidden" name="page" value={page} />
              {Object.entries(context).map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
            </>
          )}
          {sections.map((section, index) => (
            <div key={index}>
              <fieldset className="form-section">
                {section.legendKey && <legend>{t(section.legendKey)}</legend>}
                <div className="form-grid">
                  {section.fields.map(({ name, hintKey }) =>
                    name === 'privacyAccepted' ? null : field(name, hintKey),
                  )}
                </div>
              </fieldset>
              {section.returnAddressAfter && <ReturnAddress form={form} />}
            </div>
          ))}
          {field('privacyAccepted')}
          {form.status === 'failed' && <Failure kind={kind} reason={form.failure} fallbackEmail={fallbackEmail} />}
          <div className="form-actions">
            <Button
              type="submit"
              loading={sending}
              loadingLabel={t('forms.sending')}
              // A form without an action would be sent as a GET with the data in the URL: wait for hydration.
              disabled={!postsNatively && !hydrated}
            >
              {t('forms.submit')}
            </Button>
            {hasErrors && <p className="form-summary">{t('forms.invalidSummary')}</p>}
          </div>
        </form>
      )}
    </section>
  );
}

/** The page the form is on, without its thanks marker: shown again there, and the thanks page is its `?sent=`. */
function pagePath(pathname: string, search: Record<string, string>): string {
  const query = new URLSearchParams(Object.entries(search).filter(([name]) => name !== 'sent')).toString();
  return query ? `${pathname}?${query}` : pathname;
}

function ReturnAddress({ form }: { form: FormState }) {
  const { t } = useTranslation();
  const group = form.values[RETURN_ADDRESS] as FormValues;
  return (
    <>
      <div className="form-field form-field-checkbox">
        <input
          id="form-with-return-address"
          name="withReturnAddress"
          className="ds-check-input"
          type="checkbox"
          checked={form.withReturnAddress}
          aria-controls="form-return-address"
          aria-expanded={form.withReturnAddress}
          onChange={(event) => form.setWithReturnAddress(event.target.checked)}
        />
        <label htmlFor="form-with-return-address">{t('forms.returnAddress.toggle')}</label>
      </div>
      <fieldset id="form-return-address" className="form-section" hidden={!form.withReturnAddress}>
        <legend>{t('forms.returnAddress.legend')}</legend>
        {form.withReturnAddress && (
          <div className="form-grid">
            {Object.entries(ADDRESS_FIELDS).map(([name, rule]) => (
              <FormField
                key={name}
                path={`${RETURN_ADDRESS}.${name}`}
                rule={rule}
                value={group[name]}
                siblings={group}
                error={form.errors[`${RETURN_ADDRESS}.${name}`]}
                onChange={form.change}
                onBlur={form.blur}
              />
            ))}
          </div>
        )}
      </fieldset>
    </>
  );
}

function Failure({ kind, reason, fallbackEmail }: { kind: FormKind; reason: string; fallbackEmail?: string }) {
  const { t } = useTranslation();
  // SPEC §8: the service request has its own apology with a mail fallback; the other forms the generic one.
  const text =
    reason === 'rateLimited'
      ? t('forms.failure.rateLimited')
      : kind === 'service-request'
        ? t('forms.failure.serviceRequest')
        : t('forms.failure.generic');
  const email = kind === 'service-request' && fallbackEmail && EMAIL.test(fallbackEmail) ? fallbackEmail : undefined;
  return (
    <FlashMessage type="error" static autoFocus text={text}>
      {email && (
        <p>
          {t('forms.failure.mailFallback')}{' '}
          <a href={`mailto:${encodeURIComponent(email).replace('%40', '@')}`}>{email}</a>
        </p>
      )}
    </FlashMessage>
  );
}

function Success({ form, textKey }: { form: FormState; textKey: TranslationKey }) {
  const { t } = useTranslation();
  const download = form.result?.download;
  return (
    <FlashMessage type="success" static autoFocus title={t('forms.success.title')} text={t(textKey)}>
      {download && (
        <a className="button" href={download.url} download={download.fileName} data-vike="false">
          <Icon name="Download" size={16} /> {t('forms.whitepaper.download')}
        </a>
      )}
    </FlashMessage>
  );
}
