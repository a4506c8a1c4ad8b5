import type { AccordionModuleData } from '../../../modules/content/content-modules.contract.js';

export interface AccordionModuleProps {
  module: AccordionModuleData;
}

/** Accordion with native details/summary (keyboard and screen readers for free); item HTML sanitized on the server. */
export function AccordionModule({ module }: AccordionModuleProps) {
  return (
    <section className="accordion content-width">
      {module.title && <h2>{module.title}</h2>}
      {module.items.map((item, index) => (
        <details key={index}>
          <summary>{item.title}</summary>
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: item.html }} />
        </details>
      ))}
    </section>
  );
}
