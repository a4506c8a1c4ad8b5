export { EditorAuthModule } from './editor-auth.module.js';
export { EDITOR_COOKIE, EDITOR_MAX_FAILURES, EditorAuthService } from './editor-auth.service.js';
export { EditorAuthErrors } from './editor-auth.errors.js';
export { EditorGuard } from './editor.guard.js';
export { ApiEditorAuth, EDITOR_SECURITY_SCHEMES } from './editor-auth.openapi.js';
