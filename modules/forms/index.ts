export { FormsModule } from './forms.module.js';
export { type FormsConfig, formsConfig } from './forms.config.js';
