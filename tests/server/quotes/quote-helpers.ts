/** Quotes for server tests: families by key, presets as answers, a quote made through the API. */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { auth } from '../helpers/test-server.ts';

export interface FamilyInfo {
  id: number;
  key: string;
}

export interface QuoteBody {
  id: number;
  version: number;
  name: string;
  state: string;
  answers: Record<string, unknown>;
  last_step_id: number;
  billing: 'group' | 'direct';
  installer: { id: number; name: string } | null;
  billing_client: { id: number; name: string } | null;
  reference: string;
  project_number: string;
  project_id: number | null;
  answers_from_pool: string[];
  family: { id: number; key: string; title: string };
}

export async function familyByKey(app: FastifyInstance, token: string, key: string): Promise<FamilyInfo> {
  const response = await app.inject({ method: 'GET', url: '/api/v1/family', headers: auth(token) });
  const family = (response.json() as { data: FamilyInfo[] }).data.find((f) => f.key === key);
  if (!family) throw new Error(`no family ${key}`);
  return family;
}

/** A preset's answers (by id, as saved quotes keep them). */
export async function presetAnswers(app: FastifyInstance, token: string, familyId: number, presetKey: string): Promise<Record<string, unknown>> {
  const response = await app.inject({ method: 'GET', url: `/api/v1/family/${familyId}/preset`, headers: auth(token) });
  const preset = (response.json() as { data: { key: string; answers: Record<string, unknown> }[] }).data.find((p) => p.key === presetKey);
  if (!preset) throw new Error(`no preset ${presetKey}`);
  return preset.answers;
}

/** Question ids of a family by key. */
export async function questionIds(app: FastifyInstance, token: string, familyId: number): Promise<Record<string, number>> {
  const response = await app.inject({ method: 'GET', url: `/api/v1/question?family_id=${familyId}&with_answers=true`, headers: auth(token) });
  const questions = (response.json() as { data: { id: number; key: string }[] }).data;
  return Object.fromEntries(questions.map((q) => [q.key, q.id]));
}

export async function createQuote(app: FastifyInstance, token: string, body: Record<string, unknown>): Promise<QuoteBody> {
  const response = await app.inject({ method: 'POST', url: '/api/v1/quote', headers: auth(token), payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: QuoteBody }).data;
}

export async function putQuote(app: FastifyInstance, token: string, id: number, body: Record<string, unknown>) {
  return app.inject({ method: 'PUT', url: `/api/v1/quote/${id}`, headers: auth(token), payload: body });
}

export async function getQuote(app: FastifyInstance, token: string, id: number): Promise<QuoteBody> {
  const response = await app.inject({ method: 'GET', url: `/api/v1/quote/${id}`, headers: auth(token) });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: QuoteBody }).data;
}
