import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { controlCharacterMessage, hasControlCharacter } from '../../shared/control-characters.js';

/** Deepest JSON body (objects and arrays) the API takes; deeper bodies are refused before validation. */
export const MAX_JSON_DEPTH = 32;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Why a request is refused before anything routes it, or undefined. A request target must be
 * origin-form (start with `/`; no absolute form such as `http://evil.example/en/`, no `*`) and hold no backslash
 * (`/\evil.example/` would otherwise come back as a Location a browser reads as another host); exactly one Host
 * header.
 */
export function refusedRequest(request: Pick<IncomingMessage, 'url' | 'rawHeaders'>): string | undefined {
  const target = request.url ?? '';
  if (!target.startsWith('/')) return 'The request target must be a path';
  if (target.includes('\\') || /%5c/i.test(target.split('?')[0]!))
    return 'The request target must not hold a backslash';
  let hosts = 0;
  for (let i = 0; i < request.rawHeaders.length; i += 2) {
    if (request.rawHeaders[i]!.toLowerCase() === 'host') hosts += 1;
  }
  if (hosts > 1) return 'Duplicate Host header';
  return undefined;
}

/** Wraps the server's handler: refused requests get the app's JSON 400 before the page cache and Fastify. */
export function guardRequests(handler: RequestListener): RequestListener {
  return (request: IncomingMessage, response: ServerResponse) => {
    const refusal = refusedRequest(request);
    if (!refusal) return handler(request, response);
    const body = JSON.stringify({ statusCode: 400, code: 'BadRequestTarget', message: refusal });
    response.writeHead(400, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      'cache-control': 'no-store',
      connection: 'close',
    });
    response.end(body);
  };
}

/**
 * Why a parsed body or query is refused, or undefined: nested deeper than MAX_JSON_DEPTH (class-transformer
 * recurses and overflows the stack on thousands of levels), a string, key included, that is not well-formed
 * Unicode (a lone surrogate such as `"\ud800abc"`, which encodeURIComponent and the database refuse), or (unless
 * `controlCharacters` is false) one that holds a control character other than tab, LF and CR (NUL
 * reached PostgreSQL and answered 500). The walk is bounded: the body is size-limited and the depth checked.
 */
export function refusedInput(value: unknown, { controlCharacters = true } = {}): string | undefined {
  // The message names the field as class-validator does (`comment`, `lines.0.note`).
  const refusedText = (text: string, subject: string) =>
    LONE_SURROGATE.test(text)
      ? 'The request holds ill-formed Unicode'
      : controlCharacters && hasControlCharacter(text)
        ? controlCharacterMessage(subject)
        : undefined;
  const stack: Array<[unknown, number, string]> = [[value, 0, '']];
  while (stack.length > 0) {
    const [current, depth, path] = stack.pop()!;
    if (typeof current === 'string') {
      const refusal = refusedText(current, path || 'The request body');
      if (refusal) return refusal;
      continue;
    }
    if (current === null || typeof current !== 'object' || Buffer.isBuffer(current)) continue;
    if (depth >= MAX_JSON_DEPTH) return `The request body is nested deeper than ${MAX_JSON_DEPTH} levels`;
    for (const [key, child] of Object.entries(current)) {
      const refusal = refusedText(key, 'A field name');
      if (refusal) return refusal;
      stack.push([child, depth + 1, path ? `${path}.${key}` : key]);
    }
  }
  return undefined;
}

export interface InputGuardOptions {
  /**
   * Requests whose control characters the route answers itself: the pages, whose router refuses them in the query
   * the page reads with the 400 error page (an HTML page, not the API's JSON) and in the path with the 404 page.
   */
  answersControlCharacters?: (request: FastifyRequest) => boolean;
}

/**
 * Checks every parsed body, query and path parameters before validation (400 with the app's JSON error). Multipart
 * bodies are streams, not parsed here: their route checks its text fields (the upload's file name).
 */
export function registerInputGuard(fastify: FastifyInstance, options: InputGuardOptions = {}): void {
  fastify.addHook('preValidation', async (request, reply) => {
    const controls = { controlCharacters: !options.answersControlCharacters?.(request) };
    const refusal =
      refusedInput(request.body, controls) ??
      refusedInput(request.query, controls) ??
      refusedInput(request.params, controls);
    if (refusal) {
      return reply
        .code(400)
        .header('content-type', 'application/json; charset=utf-8')
        .send({ statusCode: 400, code: 'BadInput', message: refusal, requestId: request.id });
    }
  });
}
