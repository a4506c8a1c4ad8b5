import { BadRequestException } from '@nestjs/common';
import { describe, expect, it } from 'vitest';
import { defineErrors } from '../errors/index.js';
import { toApiError } from './api-exception.filter.js';

const errors = defineErrors({ ThingNotFound: { status: 404, message: (id: string) => `No thing ${id}` } });

describe(toApiError.name, () => {
  it('answers a domain error with its status, code and message', () => {
    expect(toApiError(errors.ThingNotFound('x1'), 'req-1')).toEqual({
      statusCode: 404,
      code: 'ThingNotFound',
      message: 'No thing x1',
      requestId: 'req-1',
    });
  });

  it('joins the messages of a validation error and adds no code', () => {
    const error = new BadRequestException({ message: ['a is wrong', 'b is wrong'] });
    expect(toApiError(error, 'req-2')).toEqual({
      statusCode: 400,
      message: 'a is wrong; b is wrong',
      requestId: 'req-2',
    });
  });

  it('turns anything else into a 500 without its details', () => {
    expect(toApiError(new Error('secret'), 'req-3')).toEqual({
      statusCode: 500,
      message: 'Internal server error',
      requestId: 'req-3',
    });
  });
});
