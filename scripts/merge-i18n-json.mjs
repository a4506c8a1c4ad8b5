// Git merge driver for i18n/<lang>.json: a three-way merge by key, so that parallel branches each adding strings
// merge without conflicts. Registered in .gitattributes; enable once per clone with
//   git config merge.i18n-json.driver "node scripts/merge-i18n-json.mjs %O %A %B"
// Exits 1 (a conflict) only when both sides changed the same key to different texts.
import { readFileSync, writeFileSync } from 'node:fs';

const [basePath, oursPath, theirsPath] = process.argv.slice(2);
const read = (path) => {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return {};
  }
};
const base = read(basePath);
const ours = read(oursPath);
const theirs = read(theirsPath);
const merged = {};
const conflicts = [];
for (const key of [...new Set([...Object.keys(ours), ...Object.keys(theirs), ...Object.keys(base)])]) {
  const [b, o, t] = [base[key], ours[key], theirs[key]];
  let value;
  if (o === t) value = o;
  else if (o === b) value = t;
  else if (t === b) value = o;
  else {
    conflicts.push(key);
    value = o ?? t;
  }
  if (value !== undefined) merged[key] = value;
}
writeFileSync(oursPath, JSON.stringify(merged, null, 2) + '\n');
if (conflicts.length) {
  console.error(`i18n merge: both sides changed ${conflicts.join(', ')}; kept ours`);
  process.exit(1);
}
