export { FormsModule } from './forms.module.js';
export { SubmissionGate, type CountSince } from './submission-gate.js';
export { JsonBodyGuard } from './json-body.guard.js';
export { ContactFormDto, FormContextDto } from './forms.dto.js';
