import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { uappPlugin } from '../../../scripts/eslint-rules/route-access.mjs';
import { PROJECT_ROOT } from '../project-root.js';

const RULE = 'uapp/route-declares-access';

/** The rule's findings on one controller file: its message ids. */
function lint(code: string): string[] {
  const linter = new Linter({ configType: 'flat' });
  const messages = linter.verify(
    code,
    [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser as Linter.Parser },
        plugins: { uapp: uappPlugin },
        rules: { [RULE]: 'error' },
      },
    ],
    'modules/example/example.controller.ts',
  );
  return messages.map((message) => message.messageId ?? message.message);
}

const controller = (classDecorators: string, method: string) => `
import { Controller, Get, Param } from '@nestjs/common';
${classDecorators}
@Controller('example')
export class ExampleController {
${method}
}
`;

describe('uapp/route-declares-access (npm run lint)', () => {
  it('fails on a route that declares no access', () => {
    expect(lint(controller('', '  @Get()\n  list() { return []; }'))).toEqual(['missingAccess']);
  });

  it('passes with the declaration on the route or on its controller', () => {
    expect(lint(controller('', '  @Get()\n  @Public()\n  list() { return []; }'))).toEqual([]);
    expect(lint(controller('', '  @Get()\n  @Portal(TICKETING)\n  list() { return []; }'))).toEqual([]);
    expect(lint(controller('@Editor()', '  @Get()\n  list() { return []; }'))).toEqual([]);
  });

  it('fails on each undeclared route of a controller, whatever its method', () => {
    const methods = ['Get', 'Post', 'Put', 'Patch', 'Delete', 'All'].map((m) => `  @${m}('x')\n  m${m}() {}`);
    expect(lint(controller('', methods.join('\n')))).toHaveLength(6);
  });

  it('leaves methods that are not routes, and classes that are not controllers, alone', () => {
    expect(lint(controller('', '  private load() { return 1; }'))).toEqual([]);
    expect(lint('class Service {\n  @Get()\n  list() {}\n}')).toEqual([]);
  });

  it('fails on a named route parameter without a pipe, and passes one with a pipe or a DTO', () => {
    const route = (param: string) =>
      controller('@Public()', `  @Get(':id')\n  one(${param} id: string) { return id; }`);
    expect(lint(route("@Param('id')"))).toEqual(['unvalidatedParam']);
    expect(lint(route("@Param('id', new ParamPattern(ID, notFound))"))).toEqual([]);
    expect(lint(route('@Param()'))).toEqual([]);
  });

  it('is on for every server file in the project config', async () => {
    const eslint = new ESLint({ cwd: PROJECT_ROOT });
    for (const file of ['modules/tickets/tickets.controller.ts', 'src/app/app.module.ts']) {
      const config = (await eslint.calculateConfigForFile(file)) as { rules: Record<string, unknown> };
      expect(config.rules[RULE], file).toEqual([2]);
    }
  });
});
