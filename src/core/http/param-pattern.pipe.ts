import { type PipeTransform } from '@nestjs/common';

/**
 * A `:param` checked against the shape its values have before a handler sees it. A value of another shape can
 * name nothing, so it is refused with what the route answers for an unknown value (its own 404 and message): the
 * check changes no answer, it only keeps odd input (`..%2f`, control characters, 100 characters of junk) away from
 * services and SQL. `@Param('id', new ParamPattern(ID, (id) => Errors.NotFound(id)))`.
 */
export class ParamPattern implements PipeTransform<unknown, string> {
  constructor(
    private readonly pattern: RegExp,
    private readonly refuse: (value: string) => Error,
  ) {}

  transform(value: unknown): string {
    const text = typeof value === 'string' ? value : '';
    if (!this.pattern.test(text)) throw this.refuse(text);
    return text;
  }
}

/** As ParamPattern, for routes whose refusal names several parameters (`@Param(new ParamsPattern({...}, ...))`). */
export class ParamsPattern<Name extends string> implements PipeTransform<unknown, Record<Name, string>> {
  constructor(
    private readonly patterns: Record<Name, RegExp>,
    private readonly refuse: (params: Record<Name, string>) => Error,
  ) {}

  transform(value: unknown): Record<Name, string> {
    const given = (value ?? {}) as Partial<Record<Name, unknown>>;
    const params = {} as Record<Name, string>;
    for (const name of Object.keys(this.patterns) as Name[]) {
      const text = given[name];
      params[name] = typeof text === 'string' ? text : '';
    }
    const fits = (Object.keys(this.patterns) as Name[]).every((name) => this.patterns[name].test(params[name]));
    if (!fits) throw this.refuse(params);
    return params;
  }
}

/** The shape of most ids and slugs here: letters, digits, `.`, `_`, `-`, at most 100 characters (Fastify's limit). */
export const ID_OR_SLUG = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
