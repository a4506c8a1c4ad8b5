// Largest contentful paint per page as Lighthouse measures it on a phone with real throttling
// (`--throttling-method=devtools --form-factor=mobile`: slow 4G, CPU 4× slower), for the pages whose LCP the consent
// banner once was (SPEC §2.1, §9): contact, a media release, the 404 page, the portal dashboard and ticket list.
// test/browser/lcp-throttled.browser-spec.ts checks the same in the tests with the same throttling.
//
// Lighthouse is not a dependency: `npx lighthouse` fetches it on first use (network needed). Against a running
// app (`npm start`):
//
//   LIGHTHOUSE_BASE=http://127.0.0.1:3000 node bench/lighthouse.mjs
//
// LIGHTHOUSE_BASE  the app's origin (default http://127.0.0.1:3000)
// CHROME_PATH      the Chromium Lighthouse starts (default /usr/bin/chromium)
// LIGHTHOUSE_PAGES comma-separated paths instead of the default list
// PORTAL_EMAIL / PORTAL_PASSWORD  the demo customer the portal pages are measured as (carl@apex.example.com)
//
// Each page is loaded as a first visit: no consent choice, so the banner shows. Exit code 1 when a page's LCP is
// over 2.5 s or its LCP element lies in the banner.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { signInToPortal } from './portal-sign-in.mjs';

const run = promisify(execFile);
const base = (process.env.LIGHTHOUSE_BASE || 'http://127.0.0.1:3000').replace(/\/$/, '');
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const LCP_BUDGET_MS = 2500;

async function firstMediaRelease() {
  const html = await (await fetch(`${base}/en/media-releases`)).text();
  const href = /href="(\/en\/media-releases\/[^"#?]+)"/.exec(html)?.[1];
  if (!href) throw new Error('no media release linked from /en/media-releases');
  return href;
}

const portalPages = ['/en/portal', '/en/portal/tickets/list'];
const pages = process.env.LIGHTHOUSE_PAGES
  ? process.env.LIGHTHOUSE_PAGES.split(',').map((path) => path.trim())
  : ['/en/contact', await firstMediaRelease(), '/en/no-such-page', ...portalPages];

let portalCookie;
async function headersFor(path) {
  if (!portalPages.some((portal) => path === portal || path.startsWith(`${portal}/`))) return undefined;
  portalCookie ??= await signInToPortal(base, {
    email: process.env.PORTAL_EMAIL || 'carl@apex.example.com',
    password: process.env.PORTAL_PASSWORD || 'demo-password',
  });
  return { Cookie: portalCookie };
}

async function lighthouse(path) {
  const headers = await headersFor(path);
  const args = [
    '--yes',
    'lighthouse',
    `${base}${path}`,
    '--only-categories=performance',
    '--form-factor=mobile',
    '--throttling-method=devtools',
    `--chrome-path=${chromePath}`,
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    ...(headers ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
  ];
  const { stdout } = await run('npx', args, {
    env: { ...process.env, CHROME_PATH: chromePath },
    maxBuffer: 64 * 1024 * 1024,
  });
  const report = JSON.parse(stdout);
  const lcp = report.audits['largest-contentful-paint']?.numericValue;
  const element = report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return {
    path,
    lcp: Math.round(lcp),
    fcp: Math.round(report.audits['first-contentful-paint']?.numericValue),
    element: element ? `${element.selector ?? ''} "${(element.nodeLabel ?? '').slice(0, 50)}"` : '(none)',
    inBanner: /consent-banner/.test(element?.selector ?? '') || /consent-banner/.test(element?.snippet ?? ''),
  };
}

let failed = false;
console.log(`Lighthouse, mobile, devtools throttling, ${base}`);
for (const path of pages) {
  try {
    const result = await lighthouse(path);
    const ok = result.lcp <= LCP_BUDGET_MS && !result.inBanner;
    failed ||= !ok;
    console.log(
      `${ok ? 'ok  ' : 'FAIL'} ${path.padEnd(60)} LCP ${String(result.lcp).padStart(5)} ms  FCP ${String(result.fcp).padStart(5)} ms  ${result.element}`,
    );
  } catch (error) {
    failed = true;
    console.log(`FAIL ${path}: ${error.message.split('\n')[0]}`);
  }
}
process.exitCode = failed ? 1 : 0;
