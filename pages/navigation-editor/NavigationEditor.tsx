import { Fragment, useCallback, useEffect, useRef, useState } from 'react';
import type { NavigationEditorPayload } from '../../modules/content-authoring/navigation-editor.contract.js';
import type {
  NavigationItemDocument,
  NavigationItemSummary,
} from '../../modules/content-authoring/navigation-item-document.contract.js';
import type { TranslationKey } from '../../i18n/messages.js';
import { Alert } from '../../renderer/components/Alert.js';
import { Button } from '../../renderer/components/Button.js';
import { Dialog } from '../../renderer/components/Dialog.js';
import { Field, Select } from '../../renderer/components/form-controls.js';
import { useTranslation } from '../../renderer/use-translation.js';
import { type ApiAnswer, callApi } from '../content-editor/content-api.js';
import { EMPTY_ITEM, type ItemFormValues, NavigationItemDialog, bodyOf, valuesOf } from './NavigationItemDialog.js';
import { type MoveAction, type TreeRow, moveTarget, treeRows } from './navigation-tree.js';

type Area = NavigationEditorPayload['area'];
type Open =
  | { kind: 'none' }
  | { kind: 'create' }
  | { kind: 'edit'; item: NavigationItemSummary; values: ItemFormValues }
  | { kind: 'delete'; item: NavigationItemSummary };

const MOVES: Array<{ action: MoveAction; labelKey: TranslationKey; arrow: string }> = [
  { action: 'up', labelKey: 'navigationEditor.move.up', arrow: '↑' },
  { action: 'down', labelKey: 'navigationEditor.move.down', arrow: '↓' },
  { action: 'outdent', labelKey: 'navigationEditor.move.outdent', arrow: '←' },
  { action: 'indent', labelKey: 'navigationEditor.move.indent', arrow: '→' },
];
const LIST_PAGE_SIZE = 100;

/**
 * The navigation editor (docs/editors.md § Navigation): one menu (site, area, language) as a tree in menu order.
 * Every action is a button (moves too, so the keyboard does all of it); a move keeps the focus on the moved item and
 * is announced. Writes carry the version the screen read (If-Match); a stale one answers 412 naming who saved.
 */
export function NavigationEditor({ sites, apiBase, ...initial }: NavigationEditorPayload) {
  const { t } = useTranslation();
  const [site, setSite] = useState(initial.site);
  const [area, setArea] = useState<Area>(initial.area);
  const [language, setLanguage] = useState(initial.language);
  const languages = sites.find((s) => s.id === site)?.languages ?? [];
  // The items read, with the menu they are of: while another menu loads, the tree shows none (no stale actions).
  const menu = `${site}/${area}/${language}`;
  const [list, setList] = useState<{ menu: string; items: NavigationItemSummary[] } | undefined>(undefined);
  const items = list?.menu === menu ? list.items : undefined;
  const [error, setError] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  /** The edited item's version (from its ETag), renewed by a reload after a 412. */
  const editVersion = useRef(0);
  /** After a move: the item and button to give the focus back to once the tree is re-read. */
  const pendingFocus = useRef<{ id: string; action: string } | undefined>(undefined);
  const treeRef = useRef<HTMLDivElement>(null);

  /** Reads the whole menu (every page of the list); the error's message when the API refuses. */
  const readMenu = useCallback(async (): Promise<{ items?: NavigationItemSummary[]; error?: string }> => {
    const collected: NavigationItemSummary[] = [];
    for (let page = 1; page <= 20; page++) {
      const query = new URLSearchParams({ site, area, language, page: String(page), pageSize: String(LIST_PAGE_SIZE) });
      const answer = await callApi<{ items: NavigationItemSummary[]; total: number }>(`${apiBase}?${query}`);
      if (!answer.ok || !answer.body) return { error: answer.message || t('contentEditor.failed') };
      collected.push(...answer.body.items);
      if (collected.length >= answer.body.total || answer.body.items.length === 0) break;
    }
    return { items: collected };
  }, [apiBase, site, area, language, t]);

  const show = useCallback(
    (read: { items?: NavigationItemSummary[]; error?: string }) => {
      if (read.items) setList({ menu: `${site}/${area}/${language}`, items: read.items });
      setError(read.error ?? '');
      return read.items;
    },
    [site, area, language],
  );
  const load = async () => show(await readMenu());

  useEffect(() => {
    void readMenu().then(show);
    // A bookmarkable address for the chosen menu.
    const url = new URL(window.location.href);
    url.search = new URLSearchParams({ site, area, language }).toString();
    window.history.replaceState(window.history.state, '', url);
  }, [readMenu, show, site, area, language]);

  // The focus stays on the moved item: its same button if it can still be used, else its title. React moves the
  // row's DOM nodes, which loses the focus, so it is put back once the tree is re-read and the screen not busy.
  useEffect(() => {
    const wanted = pendingFocus.current;
    if (!wanted || !items || busy || !treeRef.current) return;
    pendingFocus.current = undefined;
    const row = treeRef.current.querySelector(`[data-nav-item="${CSS.escape(wanted.id)}"]`);
    const button = row?.querySelector<HTMLButtonElement>(`[data-action="${wanted.action}"]`);
    const target = button && !button.disabled ? button : row?.querySelector<HTMLElement>('[data-nav-title]');
    target?.focus();
  }, [items, busy]);

  const rows = items ? treeRows(items) : [];
  const titleOf = (item: NavigationItemSummary) => item.title;

  /** Runs a write; shows its error in the alert; re-reads the tree after it. */
  const write = async <T,>(run: () => Promise<ApiAnswer<T>>, done: (answer: ApiAnswer<T>) => string) => {
    setBusy(true);
    setError('');
    const answer = await run();
    if (!answer.ok) {
      pendingFocus.current = undefined;
      setBusy(false);
      setError(answer.message || t('contentEditor.failed'));
      return false;
    }
    const reread = await load();
    setBusy(false);
    setAnnouncement(done(answer));
    return reread !== undefined;
  };

  const move = (row: TreeRow, action: MoveAction) => {
    const target = moveTarget(rows, row, action);
    if (!target || busy) return;
    pendingFocus.current = { id: row.item.id, action };
    void write(
      () =>
        callApi<NavigationItemDocument>(`${apiBase}/${encodeURIComponent(row.item.id)}/move`, {
          method: 'POST',
          body: target,
          version: row.item.version,
        }),
      () => {
        const level =
          (target.parentId === null ? 0 : (rows.find((r) => r.item.id === target.parentId)?.depth ?? 0) + 1) + 1;
        const count =
          target.parentId === row.parent?.id || (target.parentId === null && !row.parent)
            ? row.siblings.length
            : (rows.find((r) => r.item.id === target.parentId)?.childCount ?? 0) + 1;
        return t('navigationEditor.moved', { title: titleOf(row.item), position: target.position + 1, count, level });
      },
    );
  };

  const publish = (item: NavigationItemSummary, action: 'publish' | 'unpublish') =>
    void write(
      () =>
        callApi<NavigationItemDocument>(`${apiBase}/${encodeURIComponent(item.id)}/${action}`, {
          method: 'POST',
          body: {},
          version: item.version,
        }),
      () =>
        t(action === 'publish' ? 'navigationEditor.published' : 'navigationEditor.unpublished', { title: item.title }),
    );

  const fetchItem = async (id: string) => {
    const answer = await callApi<NavigationItemDocument>(`${apiBase}/${encodeURIComponent(id)}`);
    if (!answer.ok || !answer.body) return undefined;
    editVersion.current = answer.version ?? answer.body.version;
    return valuesOf(answer.body, language);
  };

  const edit = async (item: NavigationItemSummary) => {
    setError('');
    const values = await fetchItem(item.id);
    if (values) setOpen({ kind: 'edit', item, values });
    else setError(t('contentEditor.failed'));
  };

  const save = async (item: NavigationItemSummary, values: ItemFormValues) => {
    const answer = await callApi<NavigationItemDocument>(`${apiBase}/${encodeURIComponent(item.id)}`, {
      method: 'PUT',
      body: bodyOf(values, language),
      version: editVersion.current,
    });
    if (!answer.ok) return { message: answer.message || t('contentEditor.failed'), stale: answer.status === 412 };
    setOpen({ kind: 'none' });
    await load();
    setAnnouncement(t('navigationEditor.saved', { title: values.title.trim() }));
    return { message: '' };
  };

  const create = async (values: ItemFormValues) => {
    const answer = await callApi<NavigationItemDocument>(apiBase, {
      method: 'POST',
      body: { site, area, ...bodyOf(values, language), ...(values.parentId ? { parentId: values.parentId } : {}) },
    });
    if (!answer.ok) return { message: answer.message || t('contentEditor.failed') };
    setOpen({ kind: 'none' });
    await load();
    setAnnouncement(t('navigationEditor.created', { title: values.title.trim() }));
    return { message: '' };
  };

  const remove = async (item: NavigationItemSummary) => {
    const answer = await callApi<undefined>(`${apiBase}/${encodeURIComponent(item.id)}`, {
      method: 'DELETE',
      version: item.version,
    });
    if (!answer.ok) return answer.message || t('contentEditor.failed');
    setOpen({ kind: 'none' });
    await load();
    setAnnouncement(t('navigationEditor.deleted', { title: item.title }));
    return '';
  };

  const stageOf = (item: NavigationItemSummary) => item.languages.find((l) => l.language === language)?.stage;

  const renderLevel = (parentId: string | null): React.ReactNode => {
    const level = rows.filter((row) => (row.parent?.id ?? null) === parentId);
    if (level.length === 0) return null;
    return (
      <ol className="navigation-editor-level">
        {level.map((row) => {
          const { item } = row;
          const stage = stageOf(item);
          return (
            <li key={item.id} data-nav-item={item.id}>
              <div className="navigation-editor-row">
                <div className="navigation-editor-item">
                  <strong data-nav-title tabIndex={-1}>
                    {item.title}
                  </strong>{' '}
                  <span className="navigation-editor-link-text">
                    {item.url ?? (item.pageId ? t('navigationEditor.pageLink', { id: item.pageId }) : '—')}
                  </span>
                  <span className="navigation-editor-badges">
                    {stage && (
                      <span className={`navigation-editor-badge navigation-editor-badge-${stage}`}>
                        {t(`contentEditor.stage.${stage}`)}
                      </span>
                    )}
                    {item.hidden && <span className="navigation-editor-badge">{t('navigationEditor.hidden')}</span>}
                    {item.countries.length > 0 && (
                      <span className="navigation-editor-badge">
                        {t('navigationEditor.onlyIn', { countries: item.countries.join(', ') })}
                      </span>
                    )}
                  </span>
                </div>
                <div
                  className="navigation-editor-actions"
                  role="group"
                  aria-label={t('navigationEditor.actionsFor', { title: item.title })}
                >
                  {MOVES.map(({ action, labelKey, arrow }) => (
                    <button
                      key={action}
                      type="button"
                      className="navigation-editor-move"
                      data-action={action}
                      disabled={!moveTarget(rows, row, action)}
                      aria-disabled={busy || undefined}
                      aria-label={t(labelKey, { title: item.title })}
                      title={t(labelKey, { title: item.title })}
                      onClick={() => move(row, action)}
                    >
                      <span aria-hidden="true">{arrow}</span>
                    </button>
                  ))}
                  <Button variant="secondary" data-action="edit" disabled={busy} onClick={() => void edit(item)}>
                    {t('navigationEditor.edit')}
                  </Button>
                  {stage !== 'published' && (
                    <Button
                      variant="secondary"
                      data-action="publish"
                      disabled={busy}
                      onClick={() => publish(item, 'publish')}
                    >
                      {t('navigationEditor.publish')}
                    </Button>
                  )}
                  {stage !== 'draft' && stage !== undefined && (
                    <Button
                      variant="secondary"
                      data-action="unpublish"
                      disabled={busy}
                      onClick={() => publish(item, 'unpublish')}
                    >
                      {t('navigationEditor.unpublish')}
                    </Button>
                  )}
                  <Button
                    variant="secondary"
                    data-action="delete"
                    disabled={busy}
                    onClick={() => setOpen({ kind: 'delete', item })}
                  >
                    {t('navigationEditor.delete')}
                  </Button>
                </div>
              </div>
              {renderLevel(item.id)}
            </li>
          );
        })}
      </ol>
    );
  };

  return (
    <section className="navigation-editor" aria-labelledby="navigation-editor-heading">
      <h1 id="navigation-editor-heading">{t('navigationEditor.title')}</h1>
      <div className="navigation-editor-choice">
        <Field id="nav-site" label={t('contentEditor.site')}>
          {(control) => (
            <Select
              {...control}
              value={site}
              onChange={(event) => {
                const next = event.target.value;
                setSite(next);
                const nextLanguages = sites.find((s) => s.id === next)?.languages ?? [];
                if (!nextLanguages.includes(language)) setLanguage(nextLanguages[0] ?? 'en');
              }}
            >
              {sites.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id="nav-area" label={t('navigationEditor.area')}>
          {(control) => (
            <Select
              {...control}
              value={area}
              onChange={(event) => setArea(event.target.value === 'footer' ? 'footer' : 'header')}
            >
              <option value="header">{t('navigationEditor.area.header')}</option>
              <option value="footer">{t('navigationEditor.area.footer')}</option>
            </Select>
          )}
        </Field>
        <Field id="nav-language" label={t('contentEditor.language')}>
          {(control) => (
            <Select {...control} value={language} onChange={(event) => setLanguage(event.target.value)}>
              {languages.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button onClick={() => setOpen({ kind: 'create' })} disabled={items === undefined}>
          {t('navigationEditor.new')}
        </Button>
      </div>
      <p className="visually-hidden" aria-live="polite" role="status">
        {announcement}
      </p>
      {error && <Alert type="error">{error}</Alert>}
      <div ref={treeRef} className="navigation-editor-tree" aria-busy={items === undefined || busy}>
        {items === undefined ? (
          <p>{t('navigationEditor.loading')}</p>
        ) : rows.length === 0 ? (
          <p>{t('navigationEditor.empty')}</p>
        ) : (
          renderLevel(null)
        )}
      </div>
      {open.kind === 'create' && (
        <NavigationItemDialog
          title={t('navigationEditor.new')}
          submitLabel={t('navigationEditor.create')}
          initial={EMPTY_ITEM}
          parents={rows.map((row) => ({ id: row.item.id, label: `${'– '.repeat(row.depth)}${row.item.title}` }))}
          onClose={() => setOpen({ kind: 'none' })}
          onSubmit={create}
        />
      )}
      {open.kind === 'edit' && (
        <NavigationItemDialog
          title={t('navigationEditor.editTitle', { title: open.item.title })}
          submitLabel={t('navigationEditor.save')}
          initial={open.values}
          onClose={() => setOpen({ kind: 'none' })}
          onSubmit={(values) => save(open.item, values)}
          onReload={() => fetchItem(open.item.id)}
        />
      )}
      {open.kind === 'delete' && (
        <DeleteItemDialog
          item={open.item}
          onClose={() => setOpen({ kind: 'none' })}
          onDelete={() => remove(open.item)}
        />
      )}
    </section>
  );
}

/** Confirms a deletion; the API's refusal (409: items below it, or the site's last live item) is shown here. */
function DeleteItemDialog(props: {
  item: NavigationItemSummary;
  onClose: () => void;
  onDelete: () => Promise<string>;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const confirm = async () => {
    setBusy(true);
    const message = await props.onDelete();
    setBusy(false);
    setError(message);
  };
  return (
    <Dialog
      role="alertdialog"
      title={t('navigationEditor.deleteTitle', { title: props.item.title })}
      description={t('navigationEditor.deleteText')}
      onClose={props.onClose}
      actions={
        <Fragment>
          <Button variant="secondary" onClick={props.onClose}>
            {t('contentEditor.cancel')}
          </Button>
          <Button loading={busy} onClick={() => void confirm()}>
            {t('navigationEditor.delete')}
          </Button>
        </Fragment>
      }
    >
      {error && <Alert type="error">{error}</Alert>}
    </Dialog>
  );
}
