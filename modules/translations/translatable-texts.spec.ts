import { describe, expect, it } from 'vitest';
import { applyTexts, extractTexts } from './translatable-texts.js';

const page = {
  title: 'About',
  description: 'Who we are',
  modules: [
    { type: 'hero', title: 'Welcome', imageUrl: '/x.svg' },
    { type: 'accordion', items: [{ question: 'Why?', answer: 'Because', id: 'q1' }] },
    { type: 'link', href: '/en/products', text: 'Products' },
  ],
};

describe('translatable texts', () => {
  it('takes texts by stable paths and leaves URLs, ids and types', () => {
    expect([...extractTexts(page)]).toEqual([
      ['title', 'About'],
      ['description', 'Who we are'],
      ['modules.0.title', 'Welcome'],
      ['modules.1.items.0.question', 'Why?'],
      ['modules.1.items.0.answer', 'Because'],
      ['modules.2.text', 'Products'],
    ]);
  });

  it('puts translations back without touching the source', () => {
    const translated = applyTexts(
      page,
      new Map([
        ['title', 'Über uns'],
        ['modules.1.items.0.answer', 'Darum'],
      ]),
    );
    expect(translated.title).toBe('Über uns');
    expect(translated.description).toBe('Who we are');
    expect(translated.modules[1]).toEqual({
      type: 'accordion',
      items: [{ question: 'Why?', answer: 'Darum', id: 'q1' }],
    });
    expect(page.modules[1]).toEqual({ type: 'accordion', items: [{ question: 'Why?', answer: 'Because', id: 'q1' }] });
  });
});
