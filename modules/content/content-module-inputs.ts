// class-transformer's @Type reads design types when the classes below are decorated, at import time.
import 'reflect-metadata';
import { type ClassConstructor, plainToInstance, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Min,
  validate,
  ValidateBy,
  ValidateNested,
  type ValidationError,
} from 'class-validator';
import { classifyLink } from '../../src/shared/links.js';
import {
  ANCHOR_ID,
  type FieldDeclaration,
  type FieldDeclarations,
  LINK_PARAMETERS,
  LINK_PARAMETERS_MAX,
} from './content-fields.contract.js';
import { videoKind } from './content-fields.js';
import { CONTENT_MODULE_DECLARATIONS } from './content-module-declarations.contract.js';
import type { KnownModuleType } from './content-modules.contract.js';

/**
 * class-validator classes for content modules as an editor submits them, built from the declarations
 * (content-module-declarations.contract.ts), so input is refused by the same fields, kinds and limits the
 * normaliser keeps. The normaliser stays lenient with what is already stored (it cuts and drops); these refuse,
 * like every DTO under the global ValidationPipe (`whitelist`, `forbidNonWhitelisted`). Fields the server derives
 * (`derived`) are no input. The shape is the stored one (`from` keys, `{ id, alt }` images).
 */

/** Rich text is never cut by the normaliser (that would break its HTML); input is bounded all the same. */
export const RICH_TEXT_INPUT_MAX = 100_000;
/** Lists without a declared `max` still take a bounded number of items as input. */
export const LIST_INPUT_MAX = 100;

const IMAGE_ID = /^[a-z0-9][a-z0-9-]{0,119}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const check = (name: string, test: (value: unknown) => boolean, message: string): PropertyDecorator =>
  ValidateBy({ name, validator: { validate: test, defaultMessage: () => `$property ${message}` } });

/** Optional text may stay empty; text that is given must pass the test. */
const emptyOr = (required: boolean | undefined, test: (value: string) => boolean) => (value: unknown) =>
  typeof value === 'string' && ((!required && value === '') || test(value));

const linkTarget = (value: string) => classifyLink(value).type !== 'refused';

type Decorators = Record<string, PropertyDecorator[]>;

/** A class named `name` with the given decorators on its properties. */
function buildClass(name: string, properties: Decorators): ClassConstructor<object> {
  const cls = { [name]: class {} }[name]!;
  for (const [key, decorators] of Object.entries(properties)) {
    for (const decorate of decorators) decorate(cls.prototype, key);
  }
  return cls;
}

const optionalString = (max: number) => [IsOptional(), IsString(), MaxLength(max)];

const nested = (cls: ClassConstructor<object>): PropertyDecorator[] => [
  IsObject(),
  ValidateNested(),
  Type(() => cls) as PropertyDecorator,
];

const nestedList = (cls: ClassConstructor<object>, max: number): PropertyDecorator[] => [
  IsArray(),
  ArrayMaxSize(max),
  ValidateNested({ each: true }),
  Type(() => cls) as PropertyDecorator,
];

const pascal = (key: string) => key.replace(/(^|[-.])(\w)/g, (_, _sep, c: string) => c.toUpperCase());

/** The checks of one declared field (presence comes from `required` in inputClass). */
function fieldDecorators(field: FieldDeclaration, name: string): PropertyDecorator[] {
  switch (field.kind) {
    case 'text': {
      const { pattern } = field;
      const matches =
        pattern &&
        check(
          'pattern',
          emptyOr(field.required, (v) => pattern.test(v)),
          `must match ${pattern}`,
        );
      return [IsString(), MaxLength(field.max), ...(matches ? [matches] : [])];
    }
    case 'rich-text':
      return [IsString(), MaxLength(RICH_TEXT_INPUT_MAX)];
    case 'date':
      return [
        IsString(),
        check(
          'isoDate',
          emptyOr(field.required, (v) => ISO_DATE.test(v)),
          'must be a YYYY-MM-DD date',
        ),
      ];
    case 'number':
      return [IsNumber({ allowNaN: false, allowInfinity: false }), Min(0)];
    case 'boolean':
      return [IsBoolean()];
    case 'select':
      return [IsIn(field.options)];
    case 'image':
      return nested(
        buildClass(`${name}Input`, { id: [IsString(), Matches(IMAGE_ID)], alt: optionalString(field.altMax) }),
      );
    case 'link':
      return nested(
        buildClass(`${name}Input`, {
          text: optionalString(field.textMax),
          href: [
            IsString(),
            MaxLength(field.hrefMax),
            check('linkTarget', emptyOr(true, linkTarget), 'must be a link'),
          ],
          parameters: [
            IsOptional(),
            IsString(),
            MaxLength(LINK_PARAMETERS_MAX),
            check(
              'linkParameters',
              (v) => typeof v === 'string' && LINK_PARAMETERS.test(v),
              'must be a query string and/or an anchor, e.g. ?tab=specs#downloads',
            ),
          ],
          openInNewTab: [IsOptional(), IsBoolean()],
        }),
      );
    case 'href':
      return [
        IsString(),
        MaxLength(field.max),
        check('linkTarget', emptyOr(field.required, linkTarget), 'must be a link'),
      ];
    case 'anchor':
      return nested(
        buildClass(`${name}Input`, {
          id: [IsString(), MaxLength(field.idMax), Matches(ANCHOR_ID)],
          title: optionalString(field.titleMax),
        }),
      );
    case 'list':
      return nestedList(inputClass(`${name}Item`, field.of), field.max ?? LIST_INPUT_MAX);
    case 'product-links': {
      const item = buildClass(`${name}Item`, {
        productSlug: [IsString(), IsNotEmpty(), MaxLength(field.slugMax)],
        text: optionalString(field.textMax),
      });
      return nestedList(item, LIST_INPUT_MAX);
    }
    case 'video-kind':
    case 'page-anchors':
      return [];
  }
}

/** The input class of a module or list item: its declared fields under their stored keys, derived ones left out. */
function inputClass(name: string, fields: FieldDeclarations, type?: string): ClassConstructor<object> {
  const properties: Decorators = type === undefined ? {} : { type: [IsIn([type])] };
  for (const [key, field] of Object.entries(fields)) {
    if (field.derived) {
      // A required derived field needs its source to yield it (a video URL must be one the player plays).
      if (field.kind === 'video-kind' && field.required) {
        properties[field.source]?.push(check('videoUrl', (v) => videoKind(v) !== '', 'must be a video URL'));
      }
      continue;
    }
    const presence = field.required ? [IsNotEmpty()] : [IsOptional()];
    properties[field.from ?? key] = [...presence, ...fieldDecorators(field, `${name}${pascal(key)}`)];
  }
  return buildClass(name, properties);
}

/** One input class per module type, e.g. `HeroModuleInput`. */
export const CONTENT_MODULE_INPUTS = Object.fromEntries(
  Object.values(CONTENT_MODULE_DECLARATIONS).map(({ type, fields }) => [
    type,
    inputClass(`${pascal(type)}Module`, fields, type),
  ]),
) as Record<KnownModuleType, ClassConstructor<object>>;

/**
 * For a DTO holding a list of modules, class-transformer's discriminated union on `type`:
 * `@ValidateNested({ each: true }) @Type(() => Object, CONTENT_MODULE_DISCRIMINATOR) modules!: object[]`.
 */
export const CONTENT_MODULE_DISCRIMINATOR = {
  discriminator: {
    property: 'type',
    subTypes: Object.entries(CONTENT_MODULE_INPUTS).map(([name, value]) => ({ name, value })),
  },
  keepDiscriminatorProperty: true,
};

const isKnownType = (type: unknown): type is KnownModuleType =>
  typeof type === 'string' && Object.hasOwn(CONTENT_MODULE_INPUTS, type);

/** The errors of one submitted module (an unknown `type` is one), as the global ValidationPipe would find them. */
export async function validateContentModuleInput(input: unknown): Promise<ValidationError[]> {
  const type = (input as { type?: unknown } | null)?.type;
  if (!isKnownType(type)) {
    return [
      { property: 'type', value: type, constraints: { isIn: 'type must be a content module type' }, children: [] },
    ];
  }
  return validate(plainToInstance(CONTENT_MODULE_INPUTS[type], input), { whitelist: true, forbidNonWhitelisted: true });
}
