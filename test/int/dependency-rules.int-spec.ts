import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/core/project-root.js';

// The import rules `npm run lint` enforces (scripts/check-dependencies.mjs), run on small trees of the same
// layout: a clean tree passes, and each forbidden import makes the check fail with the rule's name.
const CHECK = join(PROJECT_ROOT, 'scripts/check-dependencies.mjs');
const TSCONFIG = {
  compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext', jsx: 'react-jsx', strict: true },
  include: ['src', 'modules', 'seed', 'pages', 'renderer', 'i18n'],
};

type Tree = Record<string, string>;

const CLEAN_TREE: Tree = {
  'src/core/config/config.ts': 'export const port = 3000;\n',
  'src/shared/text.ts': 'export const trim = (text: string) => text.trim();\n',
  'modules/sites/index.ts': "export { SitesService } from './sites.service.js';\n",
  'modules/sites/sites.service.ts':
    "import { port } from '../../src/core/config/config.js';\nexport class SitesService { port = port; }\n",
  'modules/sites/sites.contract.ts': 'export interface SiteResponse { id: string }\n',
  'modules/content/index.ts': "export { ContentService } from './content.service.js';\n",
  'modules/content/content.service.ts':
    "import { SitesService } from '../sites/index.js';\nexport class ContentService { sites = new SitesService(); }\n",
  'modules/sites/sites.dto.ts':
    "import { IsString } from 'class-validator';\nexport class SiteDto { @IsString() id!: string; }\n" +
    'export const SITE_ID_MAX_LENGTH = 40;\n',
  'modules/sites/sites.schema.ts': "export const site = { name: 'site' };\n",
  'src/app/app.ts':
    "import { ContentService } from '../../modules/content/index.js';\nexport const app = new ContentService();\n",
  'seed/sites/sites.data.ts': "export const SEED_SITES = [{ id: 'main' }];\n",
  'seed/sites/sites.seeder.ts':
    "import { site } from '../../modules/sites/sites.schema.js';\nimport { SEED_SITES } from './sites.data.js';\n" +
    'export const seedSites = () => [site, SEED_SITES];\n',
  'src/app/seed.ts':
    "import { seedSites } from '../../seed/sites/sites.seeder.js';\nexport const seedDemoContent = () => seedSites();\n",
  'renderer/Layout.tsx': "import { trim } from '../src/shared/text.js';\nexport const Layout = () => trim(' x ');\n",
  'pages/home/View.tsx':
    "import type { SiteResponse } from '../../modules/sites/sites.contract.js';\n" +
    "import type { SiteDto } from '../../modules/sites/sites.dto.js';\n" +
    "import { Layout } from '../../renderer/Layout.js';\nexport const View = (site: SiteResponse, dto: SiteDto) => [Layout(), site.id, dto.id];\n",
};

describe('dependency rules (npm run lint)', () => {
  const roots: string[] = [];
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  });

  function check(changes: Tree): { ok: boolean; output: string } {
    const root = mkdtempSync(join(tmpdir(), 'uapp-deps-'));
    roots.push(root);
    writeFileSync(join(root, 'tsconfig.json'), JSON.stringify(TSCONFIG));
    for (const [path, text] of Object.entries({ ...CLEAN_TREE, ...changes })) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    try {
      return { ok: true, output: execFileSync(process.execPath, [CHECK, root], { encoding: 'utf8', stdio: 'pipe' }) };
    } catch (error) {
      const failure = error as { stdout: string; stderr: string };
      return { ok: false, output: failure.stdout + failure.stderr };
    }
  }

  it('passes a tree that follows the layers', () => {
    const result = check({});
    expect(result.output).toContain('dependency rules: ok');
    expect(result.ok).toBe(true);
  });

  it('fails when a module service imports from pages/', () => {
    const result = check({
      'modules/sites/sites.service.ts':
        "import { View } from '../../pages/home/View.js';\nexport class SitesService { view = View; }\n",
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain(
      'server-never-imports-the-browser-folders: modules/sites/sites.service.ts → pages/home/View.tsx',
    );
  });

  it('fails on a file cycle', () => {
    const result = check({
      'modules/sites/sites.service.ts':
        "import { helper } from './sites.helper.js';\nexport class SitesService { helper = helper; }\n",
      'modules/sites/sites.helper.ts':
        "import { SitesService } from './sites.service.js';\nexport const helper = () => new SitesService();\n",
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain('no-cycle: modules/sites/sites.helper.ts → modules/sites/sites.service.ts');
  });

  it('fails on a cycle between features even when the files do not form one', () => {
    const result = check({
      'modules/sites/index.ts':
        "export { SitesService } from './sites.service.js';\nexport { siteLabel } from './site-label.js';\n",
      'modules/sites/site-label.ts':
        "import { ContentService } from '../content/index.js';\nexport const siteLabel = () => new ContentService();\n",
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain('no-feature-cycle: modules/content ↔ modules/sites');
  });

  it('fails on a deep import into another feature, on server code in pages/, and on an upward import from core', () => {
    const result = check({
      'modules/content/content.service.ts':
        "import { SitesService } from '../sites/sites.service.js';\nexport class ContentService { sites = new SitesService(); }\n",
      'pages/home/Other.tsx':
        "import { SitesService } from '../../modules/sites/sites.service.js';\nexport const x = SitesService;\n",
      'src/core/config/uses-app.ts': "import { app } from '../../app/app.js';\nexport const y = app;\n",
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain(
      'features-through-their-index: modules/content/content.service.ts → modules/sites/sites.service.ts',
    );
    expect(result.output).toContain(
      'browser-imports-no-server-code: pages/home/Other.tsx → modules/sites/sites.service.ts',
    );
    expect(result.output).toContain('core-imports-nothing-above: src/core/config/uses-app.ts → src/app/app.ts');
  });

  it("fails when runtime code imports seed data, or a seeder reaches past a feature's index and schema", () => {
    const result = check({
      'modules/sites/sites.service.ts':
        "import { SEED_SITES } from '../../seed/sites/sites.data.js';\nexport class SitesService { sites = SEED_SITES; }\n",
      'seed/sites/sites.data.ts':
        "import { SitesService } from '../../modules/sites/sites.service.js';\nexport const SEED_SITES = [SitesService];\n",
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain(
      'no-runtime-imports-seed: modules/sites/sites.service.ts → seed/sites/sites.data.ts',
    );
    expect(result.output).toContain(
      'seed-through-feature-index: seed/sites/sites.data.ts → modules/sites/sites.service.ts',
    );
  });

  it('fails when pages/, renderer/ or a contract import a DTO by value: the browser takes only its type', () => {
    const result = check({
      'pages/home/Form.tsx':
        "import { SiteDto } from '../../modules/sites/sites.dto.js';\nexport const Form = () => new SiteDto();\n",
      'renderer/Limit.tsx':
        "import { SITE_ID_MAX_LENGTH } from '../modules/sites/sites.dto.js';\nexport const Limit = () => SITE_ID_MAX_LENGTH;\n",
      'modules/sites/sites.contract.ts':
        "import { SiteDto } from './sites.dto.js';\nexport interface SiteResponse { id: string }\nexport const S = SiteDto;\n",
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain(
      'dtos-reach-the-browser-as-types: pages/home/Form.tsx → modules/sites/sites.dto.ts',
    );
    expect(result.output).toContain('dtos-reach-the-browser-as-types: renderer/Limit.tsx → modules/sites/sites.dto.ts');
    expect(result.output).toContain(
      'dtos-reach-the-browser-as-types: modules/sites/sites.contract.ts → modules/sites/sites.dto.ts',
    );
  });
});
