import { type DragEvent, useRef, useState } from 'react';
import type { ModuleDeclaration } from '../../modules/content/content-fields.contract.js';
import { Button } from '../../renderer/components/Button.js';
import { Select } from '../../renderer/components/form-controls.js';
import { useTranslation } from '../../renderer/use-translation.js';
import { FieldSet, type FieldValues } from './FieldWidgets.js';
import { useDeclaredLabel } from './declared-label.js';

/** A module in the form: its stored values and a key of its own, so React and the focus follow it when it moves. */
export interface KeyedModule {
  key: string;
  data: { type: string } & FieldValues;
}

let nextKey = 0;
const DRAG_TYPE = 'application/x-content-module';
export const keyed = (data: KeyedModule['data']): KeyedModule => ({ key: `m${(nextKey += 1)}`, data });

export interface ModuleListProps {
  modules: KeyedModule[];
  onChange: (modules: KeyedModule[]) => void;
  declarations: Readonly<Record<string, ModuleDeclaration>>;
  language: string;
  imagesApi: string;
}

/** Moves the item at `from` to `to` (both in range). */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/**
 * The modules of a language version: add, remove, and reorder them with the move buttons (keyboard) or by
 * dragging. Every change is announced in a live region, and the focus goes where the editor expects it: to the
 * new module, to the module after a removed one, to the moved module's button.
 */
export function ModuleList({ modules, onChange, declarations, language, imagesApi }: ModuleListProps) {
  const { t } = useTranslation();
  const [announcement, setAnnouncement] = useState('');
  const [adding, setAdding] = useState(Object.keys(declarations)[0] ?? '');
  const [dragged, setDragged] = useState<number | undefined>(undefined);
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLSelectElement>(null);
  const label = useDeclaredLabel();
  const labelOf = (type: string) => label(declarations[type]?.label ?? type);

  /** After React has rendered the change: focus an element of the module with this key. */
  const focusLater = (key: string, selector: string) => {
    requestAnimationFrame(() => {
      const module = listRef.current?.querySelector<HTMLElement>(`[data-module-key="${key}"]`);
      const target = module?.querySelector<HTMLElement>(selector);
      (target && !(target as HTMLButtonElement).disabled ? target : module?.querySelector<HTMLElement>('h3'))?.focus();
    });
  };

  const move = (from: number, to: number, via: 'up' | 'down' | 'drag') => {
    if (to < 0 || to >= modules.length || from === to) return;
    const module = modules[from]!;
    onChange(moved(modules, from, to));
    setAnnouncement(
      t('contentEditor.module.moved', { name: labelOf(module.data.type), position: to + 1, count: modules.length }),
    );
    if (via !== 'drag') focusLater(module.key, `[data-move="${via}"]`);
  };

  const add = () => {
    if (!adding) return;
    const module = keyed({ type: adding });
    onChange([...modules, module]);
    setAnnouncement(
      t('contentEditor.module.added', {
        name: labelOf(adding),
        position: modules.length + 1,
        count: modules.length + 1,
      }),
    );
    focusLater(module.key, 'h3');
  };

  const remove = (index: number) => {
    const module = modules[index]!;
    const next = modules.filter((_, i) => i !== index);
    onChange(next);
    setAnnouncement(t('contentEditor.module.removed', { name: labelOf(module.data.type) }));
    const neighbour = next[index] ?? next[index - 1];
    if (neighbour) focusLater(neighbour.key, 'h3');
    else requestAnimationFrame(() => addRef.current?.focus());
  };

  /** The dragged module travels as its key in the drag data (its own type, so text fields ignore it). */
  const drop = (event: DragEvent, index: number) => {
    const key = event.dataTransfer.getData(DRAG_TYPE);
    if (!key) return;
    event.preventDefault();
    const from = modules.findIndex((module) => module.key === key);
    if (from >= 0) move(from, index, 'drag');
    setDragged(undefined);
  };

  return (
    <section className="content-editor-modules" aria-labelledby="content-modules-heading">
      <h2 id="content-modules-heading">{t('contentEditor.modules')}</h2>
      <p className="visually-hidden" aria-live="polite" role="status">
        {announcement}
      </p>
      <ol ref={listRef} className="content-editor-module-list">
        {modules.map((module, index) => {
          const declaration = declarations[module.data.type];
          const headingId = `${module.key}-heading`;
          const name = labelOf(module.data.type);
          return (
            <li
              key={module.key}
              data-module-key={module.key}
              data-module-type={module.data.type}
              className={`content-editor-module${dragged === index ? ' is-dragged' : ''}`}
              onDragOver={(event) => {
                if (event.dataTransfer.types.includes(DRAG_TYPE)) event.preventDefault();
              }}
              onDrop={(event) => drop(event, index)}
            >
              <article aria-labelledby={headingId}>
                <header className="content-editor-module-header">
                  <span
                    className="content-editor-drag"
                    draggable
                    title={t('contentEditor.module.drag')}
                    aria-hidden="true"
                    onDragStart={(event) => {
                      setDragged(index);
                      event.dataTransfer.effectAllowed = 'move';
                      event.dataTransfer.setData(DRAG_TYPE, module.key);
                    }}
                    onDragEnd={() => setDragged(undefined)}
                  >
                    ⠿
                  </span>
                  <h3 id={headingId} tabIndex={-1}>
                    {t('contentEditor.module.heading', { name, position: index + 1 })}
                  </h3>
                  <div className="content-editor-row">
                    <Button
                      variant="secondary"
                      data-move="up"
                      disabled={index === 0}
                      aria-label={t('contentEditor.module.moveUp', { name, position: index + 1 })}
                      onClick={() => move(index, index - 1, 'up')}
                    >
                      ↑
                    </Button>
                    <Button
                      variant="secondary"
                      data-move="down"
                      disabled={index === modules.length - 1}
                      aria-label={t('contentEditor.module.moveDown', { name, position: index + 1 })}
                      onClick={() => move(index, index + 1, 'down')}
                    >
                      ↓
                    </Button>
                    <Button
                      variant="secondary"
                      aria-label={t('contentEditor.module.remove', { name, position: index + 1 })}
                      onClick={() => remove(index)}
                    >
                      {t('contentEditor.module.removeShort')}
                    </Button>
                  </div>
                </header>
                {declaration ? (
                  <FieldSet
                    idPrefix={module.key}
                    fields={declaration.fields}
                    values={module.data}
                    onChange={(values) =>
                      onChange(
                        modules.map((m) =>
                          m.key === module.key ? { ...m, data: { ...values, type: m.data.type } } : m,
                        ),
                      )
                    }
                    language={language}
                    imagesApi={imagesApi}
                  />
                ) : (
                  <p>{t('contentEditor.module.notEditable')}</p>
                )}
              </article>
            </li>
          );
        })}
      </ol>
      <div className="content-editor-row content-editor-add">
        <label htmlFor="content-module-type">{t('contentEditor.module.type')}</label>
        <Select id="content-module-type" ref={addRef} value={adding} onChange={(e) => setAdding(e.target.value)}>
          {Object.values(declarations).map((declaration) => (
            <option key={declaration.type} value={declaration.type}>
              {label(declaration.label)}
            </option>
          ))}
        </Select>
        <Button variant="secondary" onClick={add}>
          {t('contentEditor.module.add')}
        </Button>
      </div>
    </section>
  );
}
