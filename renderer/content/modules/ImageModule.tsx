import type { ImageModuleData } from '../../../modules/content/content-modules.contract.js';
import { imageModuleSizes } from '../../components/image-layout.js';
import { ContentImage } from './ContentImage.js';

export interface ImageModuleProps {
  module: ImageModuleData;
}

/** An image in one of the named sizes (SPEC §9: Stretched, BreakOut, Inline) with an optional caption. */
export function ImageModule({ module }: ImageModuleProps) {
  return (
    <figure className={`image-module image-${module.size}`}>
      <ContentImage image={module.image} size={module.size} sizes={imageModuleSizes(module.size)} />
      {module.caption && <figcaption>{module.caption}</figcaption>}
    </figure>
  );
}
