export { FormsModule } from './forms.module.js';
export { SubmissionGate, type CountSince } from './submission-gate.js';
export { JsonBodyGuard } from './json-body.guard.js';
export { FormContextDto } from './forms.dto.js';
export { FormField } from './forms.validation.js';
