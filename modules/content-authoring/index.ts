export { ContentAuthoringModule } from './content-authoring.module.js';
export { PagesAuthoringService } from './pages-authoring.service.js';
export type * from './page-document.contract.js';
export type * from './content-editor.contract.js';
