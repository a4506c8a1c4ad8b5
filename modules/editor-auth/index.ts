export { EditorAuthModule } from './editor-auth.module.js';
export { EDITOR_COOKIE, EDITOR_MAX_FAILURES, EditorAuthService, type EditorSession } from './editor-auth.service.js';
export { SINGLE_LINE_TEXT, trimmed } from './editor-auth.dto.js';
export { EDITOR_NAME_MAX_LENGTH } from './editor-auth.contract.js';
export { EditorAuthErrors } from './editor-auth.errors.js';
export { EditorGuard, type EditorActor, type EditorRequest, markEditorAnswer } from './editor.guard.js';
export { ApiEditorAuth, EDITOR_SECURITY_SCHEME, EDITOR_SECURITY_SCHEMES } from './editor-auth.openapi.js';
