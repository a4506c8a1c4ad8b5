// Adds or updates UI strings in all 11 i18n/<lang>.json files at once, under a lock so that several people
// adding keys at the same time do not lose each other's edits.
// Usage: node scripts/i18n-add.mjs strings.json   where strings.json is { "key": { "en": "…", "de": "…", … } }
import { mkdirSync, readFileSync, readdirSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = new URL('..', import.meta.url).pathname;
// One file per language of i18n/languages.ts (i18n.spec.ts checks that the two agree).
const LANGUAGES = readdirSync(join(ROOT, 'i18n'))
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.slice(0, -'.json'.length));
const additions = JSON.parse(readFileSync(process.argv[2], 'utf8'));
for (const [key, texts] of Object.entries(additions)) {
  const missing = LANGUAGES.filter((lang) => typeof texts[lang] !== 'string' || texts[lang].trim() === '');
  if (missing.length) throw new Error(`${key}: missing ${missing.join(', ')}`);
}
const lock = join(ROOT, 'i18n/.lock');
for (let i = 0; ; i++) {
  try {
    mkdirSync(lock);
    break;
  } catch {
    if (i > 200) throw new Error('i18n/.lock is held; remove it if no one is writing');
    await new Promise((r) => setTimeout(r, 50));
  }
}
try {
  for (const lang of LANGUAGES) {
    const file = join(ROOT, 'i18n', `${lang}.json`);
    const dictionary = JSON.parse(readFileSync(file, 'utf8'));
    for (const [key, texts] of Object.entries(additions)) dictionary[key] = texts[lang];
    writeFileSync(file, JSON.stringify(dictionary, null, 2) + '\n');
  }
} finally {
  rmdirSync(lock);
}
console.log(`i18n: ${Object.keys(additions).length} key(s) written to ${LANGUAGES.length} languages`);
