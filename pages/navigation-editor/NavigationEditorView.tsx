import type { SectionViewProps } from '../../renderer/section-views.js';
import { NavigationEditor } from './NavigationEditor.js';
import './navigation-editor.css';

/** The navigation editor's view (`/{locale}/editor/content/navigation`, docs/editors.md). */
export default function NavigationEditorView({ view }: SectionViewProps<'navigation-editor'>) {
  return <NavigationEditor {...view.payload} />;
}
