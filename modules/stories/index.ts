export { StoriesModule } from './stories.module.js';
export { StoriesService } from './stories.service.js';
export type * from './stories.contract.js';
