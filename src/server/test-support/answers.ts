import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { z } from 'zod';

/** A 201 whose body is exactly the contract's record (nothing beside it), answered parsed. */
export function createdAs<T>(res: LightMyRequestResponse, schema: z.ZodType<T>): T {
  expect(res.statusCode, res.body).toBe(201);
  const record = schema.parse(res.json());
  expect(res.json()).toEqual(record);
  return record;
}
