// Regenerates docs/screenshot-home.png from the built server (run after npm run build): node scripts/screenshot.mjs
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
const dir = mkdtempSync(join(tmpdir(), 'shot-'));
const child = spawn(process.execPath, ['dist/app-bundle/start.mjs'], {
  env: { ...process.env, PORT: '3222', HOST: '127.0.0.1', DATA_DIR: dir, LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});
for (let i = 0; i < 100; i++) {
  try {
    const r = await fetch('http://127.0.0.1:3222/api/health');
    if (r.ok) break;
  } catch {}
  await new Promise((r) => setTimeout(r, 200));
}
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
await page.goto('http://127.0.0.1:3222/');
await page.screenshot({ path: 'docs/screenshot-home.png' });
await browser.close();
child.kill('SIGTERM');
