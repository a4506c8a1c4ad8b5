// The bundled server's source as one-byte text (issue 32, item 4: memory). V8 keeps a script's source for as long as
// the script lives, one byte per character while every character fits in Latin-1, two bytes per character as soon
// as one does not. esbuild escapes non-ASCII characters in strings and identifiers, but not in regular expression
// literals: validator's alphabets (Cyrillic, Greek, Japanese, …) made all 6.8 million characters of
// dist/app-bundle/main.mjs two-byte, about 7 MB more heap for the life of the process. This esbuild plugin writes
// such characters in the regular expression literals of what it bundles as `\uXXXX` escapes, which match the
// same text (only the literal's `source` is spelled differently).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const BEYOND_LATIN1 = /[^\u0000-\u00ff]/;

/** `\uXXXX` for each UTF-16 code unit of `text` above U+00FF (surrogate pairs as two escapes, as a regex reads them). */
function escapeBeyondLatin1(text) {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit <= 0xff) {
      out += text[i];
      continue;
    }
    // `\ж` (an identity escape) is the character itself: the backslash goes, or it would escape the new backslash.
    let backslashes = 0;
    for (let j = out.length - 1; j >= 0 && out[j] === '\\'; j--) backslashes++;
    if (backslashes % 2 === 1) out = out.slice(0, -1);
    out += `\\u${unit.toString(16).padStart(4, '0')}`;
  }
  return out;
}

/**
 * `code` with the characters above U+00FF of its regular expression literals escaped, or `undefined` when it has
 * none (or cannot be parsed: then it is bundled as it is).
 */
export function escapeRegexLiterals(code, acorn) {
  if (!BEYOND_LATIN1.test(code)) return undefined;
  let program;
  for (const sourceType of ['module', 'script']) {
    try {
      program = acorn.parse(code, { ecmaVersion: 'latest', sourceType, allowHashBang: true });
      break;
    } catch {
      program = undefined;
    }
  }
  if (!program) return undefined;
  const literals = [];
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (node.type === 'Literal' && node.regex && BEYOND_LATIN1.test(node.regex.pattern)) literals.push(node);
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object' && typeof value.type === 'string') visit(value);
    }
  };
  visit(program);
  if (literals.length === 0) return undefined;
  let result = '';
  let at = 0;
  for (const literal of literals.sort((a, b) => a.start - b.start)) {
    result += code.slice(at, literal.start) + escapeBeyondLatin1(code.slice(literal.start, literal.end));
    at = literal.end;
  }
  return result + code.slice(at);
}

/** The esbuild plugin: JavaScript with such literals (ours or a package's) is handed to esbuild escaped. */
export function latin1RegexLiterals() {
  const acorn = createRequire(import.meta.url)('acorn');
  return {
    name: 'latin1-regex-literals',
    setup(build) {
      build.onLoad({ filter: /\.(?:c|m)?js$/ }, (args) => {
        const contents = escapeRegexLiterals(readFileSync(args.path, 'utf8'), acorn);
        return contents === undefined ? undefined : { contents, loader: 'js' };
      });
    },
  };
}
