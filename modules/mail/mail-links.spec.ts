import { describe, expect, it } from 'vitest';
import { productLinks } from './mail-links.js';

const BASE = 'https://www.kudex.example';

describe(productLinks.name, () => {
  it("keeps an invitation's link, the line the product writes", () => {
    const body = `Hello Nina,\n\nSet your password with this link:\n\n${BASE}/en/invitation/abc-123_x\n\nValid until …\n`;
    expect(productLinks('invitation', body, `${BASE}/`)).toEqual([`${BASE}/en/invitation/abc-123_x`]);
  });

  it('shows no link from visitors: form and quote mails, other sites, links inside a sentence', () => {
    const text = `Look: https://evil.example/phish\n${BASE}/en/page\nhttps://evil.example/x\n`;
    expect(productLinks('form', text, BASE)).toEqual([]);
    expect(productLinks('quote-request', text, BASE)).toEqual([]);
    expect(productLinks('invitation', 'Hello https://evil.example/x,\nhttps://evil.example/y\n', BASE)).toEqual([]);
    expect(productLinks('invitation', `Hello ${BASE}/en/x now\n`, BASE)).toEqual([]);
    // A look-alike host that merely starts with the site's origin.
    expect(productLinks('invitation', `${BASE}.evil.example/x\n`, BASE)).toEqual([]);
  });
});
