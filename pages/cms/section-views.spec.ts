import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sectionViews } from './section-views.js';

const ROOT = join(import.meta.dirname, '../..');

describe('section views registry', () => {
  it.each(Object.entries(sectionViews.registry))('names the module %s loads', async (_section, module) => {
    expect(existsSync(join(ROOT, module.source))).toBe(true);
    const loaded = await module.load();
    expect(loaded).toBe((await import(pathToFileURL(join(ROOT, module.source)).href)).default);
  });
});
