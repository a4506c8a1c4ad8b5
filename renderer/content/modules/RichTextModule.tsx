import type { RichTextModuleData } from '../../../modules/content/content-modules.contract.js';

export interface RichTextModuleProps {
  module: RichTextModuleData;
}

/** Rich text: the HTML was sanitized with an allow-list on the server (modules/content/rich-text.ts). */
export function RichTextModule({ module }: RichTextModuleProps) {
  return <div className="rich-text content-width" dangerouslySetInnerHTML={{ __html: module.html }} />;
}
