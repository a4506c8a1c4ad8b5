import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { renderedPage } from './rendered-page.js';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('a rendered page’s allowed inline scripts', () => {
  const vikeTags =
    '<script id="vike_pageContext" type="application/json">{"a":1}</script>' +
    '<script type="module" async>import("/assets/entries/client.js");</script>';

  it('are the scripts Vike writes after the page, not one that got into the content', () => {
    const html =
      '<html><body><div id="root"><p>Text</p><script>alert(1)</script>' +
      // Content that imitates Vike's tags still comes before Vike's own: the last ones count.
      '<script id="vike_pageContext" type="application/json"></script><script>steal()</script></div>' +
      vikeTags +
      '</body></html>';
    expect(renderedPage(200, [], html, false).scriptHashes).toEqual([sha256('import("/assets/entries/client.js");')]);
  });

  it('are none when the page has no Vike tags', () => {
    expect(renderedPage(200, [], '<html><body><script>x()</script></body></html>', false).scriptHashes).toEqual([]);
  });
});
