import { type FormEvent, useId, useRef, useState } from 'react';
import type { ApiKeySummary, ApiKeysPayload } from '../../modules/api-keys/api-keys-view.contract.js';
import { Alert } from '../../renderer/components/Alert.js';
import { Button } from '../../renderer/components/Button.js';
import { DataTable } from '../../renderer/components/DataTable.js';
import { Dialog } from '../../renderer/components/Dialog.js';
import { Checkbox, Field, TextInput } from '../../renderer/components/form-controls.js';
import type { SectionViewProps } from '../../renderer/section-views.js';
import { useTranslation } from '../../renderer/use-translation.js';
import './api-keys.css';

/** The editor area's API keys screen. */
export default function ApiKeysView({ view }: SectionViewProps<'api-keys'>) {
  switch (view.name) {
    case 'list':
      return <ApiKeys {...view.payload} />;
  }
}

/** The server's message of a refused write (`{statusCode, message}`), one line. */
async function messageOf(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { message?: string | string[] } | null;
  const message = body?.message;
  return Array.isArray(message) ? message.join(' ') : (message ?? `${response.status}`);
}

/**
 * `/{locale}/editor/api-keys`: create a key for an integrator (shown once, to copy), see the keys with their scopes
 * and last use, revoke one after a confirmation.
 */
function ApiKeys({ keys: initialKeys, scopes, apiUrl, nameMaxLength }: ApiKeysPayload) {
  const { t, language } = useTranslation();
  const [keys, setKeys] = useState(initialKeys);
  const [created, setCreated] = useState<{ name: string; key: string } | null>(null);
  const [revoking, setRevoking] = useState<ApiKeySummary | null>(null);
  const [error, setError] = useState<string | null>(null);
  const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const when = (iso: string | null) => (iso ? `${dateTime.format(new Date(iso))} UTC` : '–');

  const reload = async () => {
    const response = await fetch(apiUrl, { headers: { accept: 'application/json' } });
    if (response.ok) setKeys(((await response.json()) as { keys: ApiKeySummary[] }).keys);
  };

  const revoke = async (key: ApiKeySummary) => {
    setRevoking(null);
    const response = await fetch(`${apiUrl}/${encodeURIComponent(key.id)}`, { method: 'DELETE' });
    if (!response.ok) setError(await messageOf(response));
    else setError(null);
    await reload();
  };

  return (
    <section className="api-keys" aria-labelledby="api-keys-heading">
      <h1 id="api-keys-heading">{t('apiKeys.title')}</h1>
      <p>{t('apiKeys.intro')}</p>
      <CreateKeyForm
        apiUrl={apiUrl}
        scopes={scopes}
        nameMaxLength={nameMaxLength}
        onCreated={(name, key) => {
          setCreated({ name, key });
          void reload();
        }}
      />
      {created && <CreatedKey name={created.name} secret={created.key} onDone={() => setCreated(null)} />}
      {error && (
        <Alert type="error" title={t('apiKeys.revokeFailed')}>
          {error}
        </Alert>
      )}
      <h2>{t('apiKeys.listHeading')}</h2>
      <DataTable
        label={t('apiKeys.listHeading')}
        columns={[
          { key: 'name', label: t('apiKeys.name') },
          { key: 'prefix', label: t('apiKeys.prefix') },
          { key: 'scopes', label: t('apiKeys.scopes') },
          { key: 'created', label: t('apiKeys.created') },
          { key: 'used', label: t('apiKeys.lastUsed') },
          { key: 'action', label: t('apiKeys.actions'), hidden: true },
        ]}
        rows={keys}
        empty={<p>{t('apiKeys.empty')}</p>}
        renderRow={(key) => (
          <tr key={key.id} data-key-id={key.id}>
            <th scope="row">{key.name}</th>
            <td>
              <code>{key.prefix}…</code>
            </td>
            <td>{key.scopes.join(', ')}</td>
            <td>
              {when(key.createdAt)}
              {key.createdBy ? ` · ${key.createdBy}` : ''}
            </td>
            <td>{when(key.lastUsedAt)}</td>
            <td>
              {key.revokedAt ? (
                <span className="api-key-revoked">{t('apiKeys.revokedAt', { time: when(key.revokedAt) })}</span>
              ) : (
                <Button variant="secondary" onClick={() => setRevoking(key)}>
                  {t('apiKeys.revoke')}
                  <span className="visually-hidden"> {key.name}</span>
                </Button>
              )}
            </td>
          </tr>
        )}
      />
      {revoking && (
        <Dialog
          role="alertdialog"
          title={t('apiKeys.revokeTitle', { name: revoking.name })}
          description={t('apiKeys.revokeText')}
          onClose={() => setRevoking(null)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setRevoking(null)}>
                {t('apiKeys.cancel')}
              </Button>
              <Button onClick={() => void revoke(revoking)}>{t('apiKeys.revoke')}</Button>
            </>
          }
        />
      )}
    </section>
  );
}

function CreateKeyForm({
  apiUrl,
  scopes,
  nameMaxLength,
  onCreated,
}: Pick<ApiKeysPayload, 'apiUrl' | 'scopes' | 'nameMaxLength'> & { onCreated: (name: string, key: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<string[]>(['content:read']);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(t('apiKeys.nameRequired'));
      nameRef.current?.focus();
      return;
    }
    if (chosen.length === 0) {
      setError(t('apiKeys.scopeRequired'));
      return;
    }
    setBusy(true);
    const response = await fetch(apiUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ name: name.trim(), scopes: chosen }),
    }).catch(() => null);
    setBusy(false);
    if (!response?.ok) {
      setError(response ? await messageOf(response) : t('apiKeys.failed'));
      return;
    }
    const { key } = (await response.json()) as { key: string };
    setError(null);
    setName('');
    onCreated(name.trim(), key);
  };

  return (
    <form className="api-key-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('apiKeys.createHeading')}</h2>
      <Field id={`${id}-name`} label={t('apiKeys.name')} hint={t('apiKeys.nameHint')} error={error ?? undefined}>
        {(control) => (
          <TextInput
            {...control}
            ref={nameRef}
            name="name"
            required
            maxLength={nameMaxLength}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </Field>
      <fieldset className="api-key-scopes">
        <legend>{t('apiKeys.scopes')}</legend>
        {scopes.map((scope) => (
          <Checkbox
            key={scope}
            name="scopes"
            value={scope}
            label={scope}
            checked={chosen.includes(scope)}
            onChange={(event) =>
              setChosen((current) =>
                event.target.checked ? [...current, scope] : current.filter((item) => item !== scope),
              )
            }
          />
        ))}
      </fieldset>
      <Button type="submit" loading={busy}>
        {t('apiKeys.create')}
      </Button>
    </form>
  );
}

/** The new key, this once: an editor copies it now or makes a new one. */
function CreatedKey({ name, secret, onDone }: { name: string; secret: string; onDone: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <div className="api-key-created">
      <Alert type="success" title={t('apiKeys.createdTitle', { name })}>
        <p>{t('apiKeys.createdText')}</p>
        <p className="api-key-line">
          {t('apiKeys.keyLabel')}: <code className="api-key-value">{secret}</code>
        </p>
        <Button
          variant="secondary"
          onClick={() => {
            void navigator.clipboard?.writeText(secret).then(() => setCopied(true));
          }}
        >
          {copied ? t('apiKeys.copied') : t('apiKeys.copy')}
        </Button>{' '}
        <Button variant="secondary" onClick={onDone}>
          {t('apiKeys.done')}
        </Button>
      </Alert>
    </div>
  );
}
