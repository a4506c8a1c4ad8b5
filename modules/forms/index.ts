export { FormsModule } from './forms.module.js';
