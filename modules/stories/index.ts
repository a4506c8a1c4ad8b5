export { StoriesModule } from './stories.module.js';
export { StoriesService } from './stories.service.js';
export { STORIES_SOURCE, type StoriesSource } from './stories.source.js';
export type * from './stories.contract.js';
