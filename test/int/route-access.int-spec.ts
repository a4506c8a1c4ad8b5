import { Controller, Get, Param, ParseUUIDPipe, Post, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { ModulesContainer, Reflector } from '@nestjs/core';
import { getMetadataStorage } from 'class-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_METADATA, type Access, Portal, Public } from '../../src/core/http/access.decorators.js';
import { ParamPattern } from '../../src/core/http/param-pattern.pipe.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

interface RouteArg {
  index: number;
  data?: unknown;
  pipes?: unknown[];
}

/** Whether a class is a DTO class-validator checks (the global ValidationPipe validates `@Param() dto: XxxDto`). */
const isValidatedDto = (type: unknown): boolean =>
  typeof type === 'function' &&
  getMetadataStorage().getTargetValidationMetadatas(type as Type, '', true, false).length > 0;

/**
 * What is wrong with a controller's routes (docs/ARCHITECTURE.md § Access): a route that declares no access, or a
 * `:param` of its path that no pipe or validated DTO checks. Read from the metadata Nest routes by, so every route
 * the app will ever have is walked without editing this file.
 */
function routeProblems(controllers: Type[]): string[] {
  const reflector = new Reflector();
  const problems: string[] = [];
  for (const controller of controllers) {
    const prefixes = [Reflect.getMetadata(PATH_METADATA, controller) as string | string[] | undefined].flat();
    for (const name of Object.getOwnPropertyNames(controller.prototype)) {
      const handler = (controller.prototype as Record<string, unknown>)[name];
      if (name === 'constructor' || typeof handler !== 'function') continue;
      if (Reflect.getMetadata(METHOD_METADATA, handler) === undefined) continue;
      const route = `${controller.name}.${name}`;
      const access = reflector.getAllAndOverride<Access | undefined>(ACCESS_METADATA, [handler, controller]);
      if (!access) problems.push(`${route}: no access declared`);
      const paths = [Reflect.getMetadata(PATH_METADATA, handler) as string | string[]].flat();
      const params = [...prefixes, ...paths].flatMap((path) => [...String(path ?? '').matchAll(/:(\w+)/g)]);
      const args = Object.entries(
        (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {}) as Record<string, RouteArg>,
      )
        .filter(([key]) => key.split(':')[0] === String(RouteParamtypes.PARAM))
        .map(([, arg]) => arg);
      const types = (Reflect.getMetadata('design:paramtypes', controller.prototype, name) ?? []) as unknown[];
      for (const [, param] of params) {
        const checked = args.some(
          (arg) =>
            (arg.data === param && (arg.pipes ?? []).length > 0) ||
            (arg.data === undefined && ((arg.pipes ?? []).length > 0 || isValidatedDto(types[arg.index]))),
        );
        if (!checked) problems.push(`${route}: :${param} is not validated`);
      }
    }
  }
  return problems;
}

describe('every route of the API declares its access and validates its parameters', () => {
  let sut: TestApp;
  let controllers: Type[];

  beforeAll(async () => {
    sut = await startTestApp();
    controllers = [...sut.app.get(ModulesContainer).values()].flatMap((module) =>
      [...module.controllers.values()].map((wrapper) => wrapper.metatype as Type).filter(Boolean),
    );
  });
  afterAll(async () => {
    await sut?.stop();
  });

  it("walks Nest's route table: every controller the app mounts", () => {
    expect(controllers.length).toBeGreaterThan(20);
    expect(controllers.map((controller) => controller.name)).toEqual(
      expect.arrayContaining(['TicketsController', 'TranslationsController', 'HealthController']),
    );
  });

  it('finds no route without an access declaration and no unvalidated :param', () => {
    expect(routeProblems(controllers)).toEqual([]);
  });

  it('finds a route without a declaration and a :param without a pipe when there is one', () => {
    @Controller('example')
    class ExampleController {
      @Get(':id')
      undeclared(@Param('id') id: string): string {
        return id;
      }

      @Post(':id')
      @Public()
      checked(@Param('id', ParseUUIDPipe) id: string): string {
        return id;
      }

      @Get('x/:slug')
      @Portal()
      patterned(@Param('slug', new ParamPattern(/^[a-z]+$/, () => new Error('no'))) slug: string): string {
        return slug;
      }
    }
    expect(routeProblems([ExampleController])).toEqual([
      'ExampleController.undeclared: no access declared',
      'ExampleController.undeclared: :id is not validated',
    ]);
  });
});
