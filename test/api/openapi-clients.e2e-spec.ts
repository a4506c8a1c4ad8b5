import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../support/test-app.js';

/**
 * README § REST API: the served OpenAPI document is one that integrators' tools accept: Redocly's and Spectral's
 * linters find nothing, and a client generated from it by openapi-typescript compiles under strict TypeScript.
 */

const run = promisify(execFile);
const bin = (name: string) => join(process.cwd(), 'node_modules', '.bin', name);

/** The tool's output, whether it exits 0 or not (a linter exits 1 on findings). */
async function tool(
  name: string,
  args: string[],
  cwd: string,
): Promise<{ code: number; output: string; stdout: string }> {
  try {
    const { stdout, stderr } = await run(bin(name), args, { cwd, maxBuffer: 16 * 1024 * 1024 });
    return { code: 0, output: stdout + stderr, stdout };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return {
      code: failed.code ?? 1,
      output: `${failed.stdout ?? ''}${failed.stderr ?? ''}`,
      stdout: failed.stdout ?? '',
    };
  }
}

/**
 * The warnings of Redocly's recommended rules that the document keeps, each for a reason (Redocly's ignore file):
 * the API has no public licence (the package is private), and the two browser navigations answer only redirects
 * (the no-JavaScript form post 303 or its page again; the sign-in start 302), never a 2XX.
 */
const REDOCLY_IGNORED = [
  'openapi.json:',
  '  info-license:',
  "    - '#/info'",
  '  operation-2xx-response:',
  "    - '#/paths/~1api~1forms~1page~1{kind}/post/responses'",
  "    - '#/paths/~1api~1auth~1login/get/responses'",
  '',
].join('\n');

interface Parameter {
  name: string;
  in: string;
  example?: unknown;
  schema?: { example?: unknown };
}
interface Document {
  paths: Record<string, Record<string, { parameters?: Parameter[] }>>;
}

/** The operation's text, with the schemas of its parameters inlined by the serializer (enough for `toContain`). */
const response = (document: Document, path: string) => JSON.stringify(document.paths[path]);

describe('the OpenAPI document in real clients', () => {
  let sut: TestApp;
  let dir = '';
  let document: Document;

  beforeAll(async () => {
    sut = await startTestApp();
    const response = await sut.fastify.inject({ method: 'GET', url: '/api/docs-json' });
    expect(response.statusCode).toBe(200);
    dir = process.env.KEEP_OPENAPI_DIR ?? (await mkdtemp(join(tmpdir(), 'uapp-openapi-')));
    await writeFile(join(dir, 'openapi.json'), response.body);
    await writeFile(join(dir, '.redocly.lint-ignore.yaml'), REDOCLY_IGNORED);
    await writeFile(join(dir, '.spectral.json'), JSON.stringify({ extends: [['spectral:oas', 'recommended']] }));
    document = JSON.parse(response.body) as Document;
  }, 120_000);

  afterAll(async () => {
    await sut?.stop();
    if (dir && !process.env.KEEP_OPENAPI_DIR) await rm(dir, { recursive: true, force: true });
  });

  it('has examples that work on the demo data: every documented example path is found', async () => {
    const calls: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      const operation = item.get;
      if (!operation) continue;
      let url = path;
      for (const parameter of operation.parameters ?? []) {
        const example = parameter.example ?? parameter.schema?.example;
        if (parameter.in === 'path' && example !== undefined) url = url.replace(`{${parameter.name}}`, String(example));
      }
      if (!url.includes('{') && path.includes('{')) calls.push(url);
    }
    expect(calls.length).toBeGreaterThan(3);
    for (const url of calls) {
      const response = await sut.fastify.inject({ method: 'GET', url });
      expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).not.toBe(404);
    }
  });

  it('documents the content types that are sent', async () => {
    const file = await sut.fastify.inject({ method: 'GET', url: '/file/crimpcenter-64-datasheet' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const fileDoc = response(document, '/file/{slug}');
    expect(fileDoc).toContain('application/pdf');
    const image = await sut.fastify.inject({ method: 'GET', url: '/api/images/img-crimp-center-1?size=Gallery' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(response(document, '/api/images/{id}')).toContain('"default":"png"');
  });

  it('passes redocly lint without errors or warnings (but the ones it keeps on purpose)', async () => {
    const result = await tool('redocly', ['lint', 'openapi.json', '--format=json'], dir);
    expect(result.code, result.output).toBe(0);
    const { totals, problems } = JSON.parse(result.stdout) as {
      totals: { errors: number; warnings: number; ignored: number };
      problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
    };
    const found = problems.map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
    expect(totals, found.join('\n')).toEqual({ errors: 0, warnings: 0, ignored: 3 });
  }, 120_000);

  it('documents the 400 of routes that take no input: what a control character in the query gets', async () => {
    for (const url of ['/api/health?probe=%01', '/api/forms/settings?probe=%01', '/api/auth/login?returnTo=%01']) {
      const answer = await sut.fastify.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json(), url).toMatchObject({
        statusCode: 400,
        code: 'BadInput',
        message: expect.stringMatching(/control characters/),
      });
      const path = url.split('?')[0]!;
      const documented = (document.paths[path]!.get as { responses?: Record<string, { description: string }> })
        .responses?.['400'];
      expect(documented?.description, path).toMatch(/^BadInput: /);
    }
  });

  it('passes spectral lint (spectral:oas) without warnings', async () => {
    const result = await tool(
      'spectral',
      ['lint', 'openapi.json', '--ruleset', '.spectral.json', '--fail-severity', 'warn', '--format', 'text'],
      dir,
    );
    expect(result.code, result.output).toBe(0);
  }, 120_000);

  it('generates a client with enums that compiles under strict TypeScript', async () => {
    const generated = await tool('openapi-typescript', ['openapi.json', '--enum', '-o', 'client.ts'], dir);
    expect(generated.code, generated.output).toBe(0);
    const compiled = await tool(
      'tsc',
      ['--noEmit', '--strict', '--target', 'es2022', '--module', 'nodenext', '--skipLibCheck', 'client.ts'],
      dir,
    );
    expect(compiled.code, compiled.output).toBe(0);
  }, 120_000);
});
