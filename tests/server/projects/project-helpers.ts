/** Pool projects through the API, for the server tests. */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { components } from '../../../openapi/generated/api.ts';
import { auth } from '../helpers/test-server.ts';

export type ProjectBody = components['schemas']['Project'];
export type ProjectInput = components['schemas']['ProjectInput'];

/** An 8 x 4 m rectangle with Roman stairs on the short side, a liner pool. */
export const ROMAN_8X4: components['schemas']['PoolInput'] = {
  shape: 'rectangle',
  length_m: 8,
  width_m: 4,
  shallow_depth_m: 1.2,
  deep_depth_m: 1.8,
  stairs: { type: 'roman', side: 'short_side', width_m: 2, depth_m: 1.2 },
  construction: 'liner',
};

export async function createProject(app: FastifyInstance, token: string, input: Partial<ProjectInput> = {}): Promise<ProjectBody> {
  const response = await app.inject({ method: 'POST', url: '/api/v1/project', headers: auth(token), payload: { name: 'Piscine Dupont', pool: ROMAN_8X4, ...input } });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: ProjectBody }).data;
}

export async function getProject(app: FastifyInstance, token: string, id: number): Promise<ProjectBody> {
  const response = await app.inject({ method: 'GET', url: `/api/v1/project/${id}`, headers: auth(token) });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: ProjectBody }).data;
}
