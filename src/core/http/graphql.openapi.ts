import { applyDecorators } from '@nestjs/common';
import {
  ApiBody,
  ApiExtraModels,
  ApiOkResponse,
  ApiProperty,
  ApiPropertyOptional,
  ApiQuery,
  ApiResponse,
  getSchemaPath,
} from '@nestjs/swagger';

// The OpenAPI description of the GraphQL endpoints (tickets, draft content; README § REST API): one operation per
// HTTP method, the GraphQL-over-HTTP request and response. The schema itself is GraphQL's: introspect it.

/** A GraphQL request (POST body; for GET the same fields as query parameters, `variables` as JSON). */
export class GraphqlRequestDto {
  @ApiProperty({ description: 'The GraphQL document', example: '{ tickets { total items { number subject } } }' })
  query!: string;

  @ApiPropertyOptional({ type: 'object', additionalProperties: true, description: 'Values of the variables' })
  variables?: Record<string, unknown>;

  @ApiPropertyOptional({ description: 'Which operation of the document to run' })
  operationName?: string;
}

export class GraphqlErrorDto {
  @ApiProperty({ example: 'Ticket not found' })
  message!: string;

  @ApiPropertyOptional({ type: 'array', items: { oneOf: [{ type: 'string' }, { type: 'integer' }] } })
  path?: (string | number)[];

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: "`code`: the app's error code (e.g. `TicketNotFound`), `http.status` its status",
  })
  extensions?: Record<string, unknown>;
}

/** A GraphQL response: `data`, and `errors` when something failed (the HTTP status follows the first error). */
export class GraphqlResponseDto {
  @ApiPropertyOptional({ type: 'object', additionalProperties: true, nullable: true })
  data?: Record<string, unknown> | null;

  @ApiPropertyOptional({ type: [GraphqlErrorDto] })
  errors?: GraphqlErrorDto[];
}

export interface GraphqlExample {
  summary: string;
  value: GraphqlRequestDto;
  /** What the server answers to it. */
  answer?: GraphqlResponseDto;
}

/**
 * A GraphQL endpoint's operation: `@ApiGraphqlEndpoint('POST', { examples })`. Documents the request (body or
 * query parameters), the 200 answer and the GraphQL-shaped errors (400 invalid query or input, 404 not found);
 * authentication errors come from the route's guard with the API's error body.
 */
export function ApiGraphqlEndpoint(
  method: 'GET' | 'POST',
  examples: Record<string, GraphqlExample> = {},
): MethodDecorator & ClassDecorator {
  const errors = ApiResponse({
    status: 400,
    description: 'The query is invalid (syntax, schema, depth or size limits) or the input is refused: `errors`',
    schema: { $ref: getSchemaPath(GraphqlResponseDto) },
  });
  const notFound = ApiResponse({
    status: 404,
    description: 'What the query asks for does not exist (or is not yours): `errors`, `data` null',
    schema: { $ref: getSchemaPath(GraphqlResponseDto) },
  });
  const answers = Object.values(examples).filter((example) => example.answer);
  const ok = ApiOkResponse({
    type: GraphqlResponseDto,
    description: 'The result (`data`), with `errors` for fields that failed',
    ...(answers[0] ? { example: answers[0].answer } : {}),
  });
  const request =
    method === 'POST'
      ? ApiBody({
          type: GraphqlRequestDto,
          examples: Object.fromEntries(
            Object.entries(examples).map(([name, { summary, value }]) => [name, { summary, value }]),
          ),
        })
      : applyDecorators(
          ApiQuery({ name: 'query', type: String, description: 'The GraphQL document (a query; mutations need POST)' }),
          ApiQuery({ name: 'variables', type: String, required: false, description: 'JSON object of variable values' }),
          ApiQuery({ name: 'operationName', type: String, required: false }),
        );
  return applyDecorators(ApiExtraModels(GraphqlResponseDto), request, ok, errors, notFound);
}
