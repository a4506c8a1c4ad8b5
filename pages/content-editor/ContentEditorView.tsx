import type { SectionViewProps } from '../../renderer/section-views.js';
import { AuthoredEditor } from './AuthoredEditor.js';
import { ContentCreate } from './ContentCreate.js';
import { ContentList } from './ContentList.js';
import { PageEditor } from './PageEditor.js';
import './content-editor.css';

/** The content editor's views (`/{locale}/editor/content`, docs/editors.md). */
export default function ContentEditorView({ view }: SectionViewProps<'content-editor'>) {
  switch (view.name) {
    case 'list':
      return <ContentList {...view.payload} />;
    case 'create':
      return <ContentCreate {...view.payload} />;
    case 'edit':
      return view.payload.kind === 'pages' ? <PageEditor {...view.payload} /> : <AuthoredEditor {...view.payload} />;
  }
}
