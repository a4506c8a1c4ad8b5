// The baseline of the render-cost ratio: plain Fastify + React `renderToString` of a fixed page of about
// the size of the app's page, rendered anew on every request, no framework, no data. BENCH_PAGE_BYTES sets the size.
import Fastify from 'fastify';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';

const targetBytes = Number(process.env.BENCH_PAGE_BYTES || 30_000);
const port = Number(process.env.PORT || 0);

const words = 'machine cutting stripping crimping cable harness terminal precision automation quality service'.split(
  ' ',
);
const text = (seed, length) => Array.from({ length }, (_, i) => words[(seed * 7 + i * 3) % words.length]).join(' ');

function Navigation({ items }) {
  return h(
    'nav',
    { 'aria-label': 'Main' },
    h(
      'ul',
      { className: 'nav' },
      items.map((item) =>
        h(
          'li',
          { key: item, className: 'nav-item' },
          h('a', { href: `/en/${item}` }, text(item, 2)),
          h(
            'ul',
            null,
            [1, 2, 3].map((child) =>
              h('li', { key: child }, h('a', { href: `/en/${item}/${child}` }, text(item + child, 3))),
            ),
          ),
        ),
      ),
    ),
  );
}

function Section({ index }) {
  return h(
    'section',
    { className: 'module', id: `section-${index}` },
    h('h2', null, text(index, 4)),
    h('p', null, text(index + 1, 40)),
    h(
      'table',
      { className: 'specs' },
      h(
        'tbody',
        null,
        [0, 1, 2, 3, 4].map((row) =>
          h('tr', { key: row }, h('th', null, text(index + row, 2)), h('td', null, `${index * 10 + row} mm`)),
        ),
      ),
    ),
    h('a', { className: 'button', href: `/en/more/${index}` }, 'Learn more'),
  );
}

function Page({ sections }) {
  return h(
    'html',
    { lang: 'en' },
    h(
      'head',
      null,
      h('meta', { charSet: 'utf-8' }),
      h('title', null, 'Kudex — baseline page'),
      h('link', { rel: 'stylesheet', href: '/assets/style.css' }),
    ),
    h(
      'body',
      null,
      h('header', { className: 'site-header' }, h(Navigation, { items: Array.from({ length: 8 }, (_, i) => i) })),
      h(
        'main',
        { id: 'main' },
        h('h1', null, 'Baseline'),
        Array.from({ length: sections }, (_, i) => h(Section, { key: i, index: i })),
      ),
      h('footer', null, h(Navigation, { items: Array.from({ length: 4 }, (_, i) => i + 10) })),
    ),
  );
}

// Sections chosen once so the page has about the requested size.
let sections = 1;
while ('<!DOCTYPE html>'.length + renderToString(h(Page, { sections })).length < targetBytes && sections < 2000)
  sections++;

const app = Fastify({ logger: false });
app.get('/', (_request, reply) =>
  reply
    .header('content-type', 'text/html; charset=utf-8')
    .send('<!DOCTYPE html>' + renderToString(h(Page, { sections }))),
);
await app.listen({ port, host: '127.0.0.1' });
console.log(
  JSON.stringify({
    port: app.server.address().port,
    bytes: ('<!DOCTYPE html>' + renderToString(h(Page, { sections }))).length,
  }),
);
