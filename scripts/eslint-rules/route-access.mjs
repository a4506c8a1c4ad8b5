// Deny by default, checked by `npm run lint` (docs/ARCHITECTURE.md § Access): every route of a Nest controller
// declares who may call it, and every named route parameter goes through a pipe. The global access guard refuses
// an undeclared route at run time and test/int/route-access.int-spec.ts walks the real route table; this rule says
// so at the line, before anything runs.

const ROUTE_DECORATORS = new Set(['Get', 'Post', 'Put', 'Patch', 'Delete', 'All', 'Options', 'Head', 'Search']);
const ACCESS_DECORATORS = new Set(['Public', 'Portal', 'Editor', 'ContentAccess', 'ContentEditorOnly']);

/** The name a decorator is called by: `@Get()` and `@Get` give `Get`. */
function decoratorName(decorator) {
  const expression =
    decorator.expression.type === 'CallExpression' ? decorator.expression.callee : decorator.expression;
  return expression.type === 'Identifier' ? expression.name : undefined;
}

const hasAccess = (decorators = []) => decorators.some((decorator) => ACCESS_DECORATORS.has(decoratorName(decorator)));

/** @type {import('eslint').Rule.RuleModule} */
const routeDeclaresAccess = {
  meta: {
    type: 'problem',
    docs: {
      description: 'A controller route declares its access (@Public, @Portal or @Editor) on itself or its class',
    },
    schema: [],
    messages: {
      missingAccess:
        'Route {{name}} declares no access: add @Public(), @Portal(service?), @Editor() or @ContentAccess(scope) to it ' +
        'or to its controller (src/core/http/access.decorators.ts). The access guard refuses it otherwise.',
      unvalidatedParam:
        "Route parameter '{{param}}' is an unchecked string: pass a pipe (@Param('{{param}}', new ParamPattern(...)), " +
        'ParseUUIDPipe) or read all parameters as a validated DTO (@Param() params: XxxParamsDto).',
    },
  },
  create(context) {
    return {
      ClassDeclaration(node) {
        const decorators = node.decorators ?? [];
        if (!decorators.some((decorator) => decoratorName(decorator) === 'Controller')) return;
        const classAccess = hasAccess(decorators);
        for (const member of node.body.body) {
          if (member.type !== 'MethodDefinition') continue;
          const memberDecorators = member.decorators ?? [];
          if (!memberDecorators.some((decorator) => ROUTE_DECORATORS.has(decoratorName(decorator)))) continue;
          const name = member.key.type === 'Identifier' ? member.key.name : '(computed)';
          if (!classAccess && !hasAccess(memberDecorators)) {
            context.report({ node: member.key, messageId: 'missingAccess', data: { name } });
          }
          for (const parameter of member.value.params) {
            for (const decorator of parameter.decorators ?? []) {
              const call = decorator.expression;
              if (decoratorName(decorator) !== 'Param' || call.type !== 'CallExpression') continue;
              const [first, ...pipes] = call.arguments;
              // `@Param('id')` alone: a raw string. `@Param()` reads them all through a DTO or a pipe given.
              if (first?.type === 'Literal' && typeof first.value === 'string' && pipes.length === 0) {
                context.report({ node: decorator, messageId: 'unvalidatedParam', data: { param: first.value } });
              }
            }
          }
        }
      },
    };
  },
};

/** The project's own ESLint rules, as a flat-config plugin (`uapp/...`). */
export const uappPlugin = { meta: { name: 'uapp' }, rules: { 'route-declares-access': routeDeclaresAccess } };
