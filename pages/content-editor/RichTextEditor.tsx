import Link from '@tiptap/extension-link';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type FormEvent, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../../renderer/components/Button.js';
import { Dialog } from '../../renderer/components/Dialog.js';
import { Field, TextInput } from '../../renderer/components/form-controls.js';
import { useTranslation } from '../../renderer/use-translation.js';

/**
 * Only what the server's sanitizer keeps (modules/content/rich-text.ts): paragraphs, h2–h4, bold, italic,
 * underline, strike, code, code blocks, quotes, lists, links (http, https, mailto, tel), rules and line breaks.
 * Anything else pasted in is dropped by the editor's schema before it is saved.
 */
const EXTENSIONS = [
  StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: false }),
  Link.configure({
    openOnClick: false,
    autolink: false,
    protocols: ['mailto', 'tel'],
    isAllowedUri: (url) => /^(https?:\/\/|mailto:|tel:|\/(?!\/))/i.test(url),
  }),
];

export interface RichTextEditorProps {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
}

/** A rich-text field (Tiptap): a labelled multi-line text box with a toolbar of the allowed marks and blocks. */
export function RichTextEditor({ id, label, value, onChange }: RichTextEditorProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    // SSR renders the label and an empty box; the editor starts in the browser.
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        class: 'content-editor-rich-text ds-input',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      h2: current?.isActive('heading', { level: 2 }) ?? false,
      h3: current?.isActive('heading', { level: 3 }) ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
      link: current?.isActive('link') ?? false,
    }),
  });
  const chain = () => editor?.chain().focus();
  const [linking, setLinking] = useState(false);
  const [href, setHref] = useState('');
  const setLink = () => {
    if (!editor) return;
    if (editor.isActive('link')) {
      chain()?.unsetLink().run();
      return;
    }
    setHref('');
    setLinking(true);
  };
  const applyLink = (event: FormEvent) => {
    event.preventDefault();
    // React passes a portal's events up its own tree: the edit form must not take this submit for its own.
    event.stopPropagation();
    setLinking(false);
    if (href.trim()) chain()?.extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  const tool = (name: keyof NonNullable<typeof active>, text: string, run: () => void) => (
    <button
      type="button"
      className="content-editor-tool"
      aria-pressed={active?.[name] ?? false}
      // A pointer press must not take the focus out of the text: Tiptap gives it back only at the next frame,
      // and what is typed in between would land on the button.
      onMouseDown={(event) => event.preventDefault()}
      onClick={run}
    >
      {text}
    </button>
  );
  return (
    <div className="ds-field content-editor-rich">
      <span id={labelId} className="content-editor-label" onClick={() => editor?.commands.focus()}>
        {label}
      </span>
      <div role="toolbar" aria-label={t('contentEditor.rich.toolbar', { label })} className="content-editor-toolbar">
        {tool('bold', t('contentEditor.rich.bold'), () => chain()?.toggleBold().run())}
        {tool('italic', t('contentEditor.rich.italic'), () => chain()?.toggleItalic().run())}
        {tool('h2', t('contentEditor.rich.heading2'), () => chain()?.toggleHeading({ level: 2 }).run())}
        {tool('h3', t('contentEditor.rich.heading3'), () => chain()?.toggleHeading({ level: 3 }).run())}
        {tool('bulletList', t('contentEditor.rich.bulletList'), () => chain()?.toggleBulletList().run())}
        {tool('orderedList', t('contentEditor.rich.orderedList'), () => chain()?.toggleOrderedList().run())}
        {tool('link', t('contentEditor.rich.link'), setLink)}
      </div>
      <EditorContent editor={editor} />
      {linking &&
        createPortal(
          <Dialog title={t('contentEditor.rich.link')} onClose={() => setLinking(false)}>
            <form onSubmit={applyLink}>
              <Field id={`${id}-link`} label={t('contentEditor.rich.linkPrompt')}>
                {(control) => (
                  <TextInput
                    {...control}
                    required
                    maxLength={2048}
                    value={href}
                    onChange={(e) => setHref(e.target.value)}
                  />
                )}
              </Field>
              <div className="ds-dialog-actions">
                <Button variant="secondary" onClick={() => setLinking(false)}>
                  {t('contentEditor.cancel')}
                </Button>
                <Button type="submit">{t('contentEditor.rich.link')}</Button>
              </div>
            </form>
          </Dialog>,
          // Outside the edit form: forms must not nest (see FieldWidgets' image picker).
          document.body,
        )}
    </div>
  );
}
