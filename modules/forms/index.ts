export { FormsModule } from './forms.module.js';
export { seedFormPages } from './forms-pages.seed.js';
