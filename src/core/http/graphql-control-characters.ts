import { type DocumentNode, Kind, visit } from 'graphql';
import { type Plugin, createGraphQLError } from 'graphql-yoga';
import { controlCharacterMessage, hasControlCharacter } from '../../shared/control-characters.js';
import { refusedInput } from './request-guard.js';

/** Whether a string literal of the document (`addComment(text: "\u0000")`) holds a control character. */
function documentHasControlCharacter(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    [Kind.STRING]: (node) => {
      if (hasControlCharacter(node.value)) found = true;
    },
  });
  return found;
}

/**
 * Control characters other than tab, LF and CR refused with 400 in GraphQL input too. The request guard
 * (request-guard.ts) sees the raw JSON body, so a variable holding a NUL never gets here over POST; what it cannot
 * see are the escapes GraphQL decodes itself: string literals in the document and the `variables` of a GET query
 * string (JSON text inside a query parameter). Checked before execution, so no resolver and no SQL runs.
 */
export function controlCharacterPlugin<TContext extends object>(): Plugin<TContext> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const refusal = documentHasControlCharacter(args.document)
        ? controlCharacterMessage('A string argument')
        : refusedInput(args.variableValues ?? {});
      if (!refusal) return;
      setResultAndStopExecution({
        errors: [createGraphQLError(refusal, { extensions: { code: 'BadInput', http: { status: 400 } } })],
      });
    },
  };
}
