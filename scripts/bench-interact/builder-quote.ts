/**
 * The quote `npm run bench:interact` works on, prepared through the API: a
 * demo user's quote of the richest family (the one whose longest preset has
 * the most answers: the slatted blind in the demo data) holding that preset,
 * so that every step is answered and the price is predicted on each change.
 * The family file gives the texts the bench clicks, in the page's language.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { localize, type Locale } from '../../engine/index.ts';
import type { FamilyDocument } from '../../engine/catalogue/family-document.ts';
import { call, demoToken, richestPreset } from '../bench-api/scenarios.ts';
import { ROOT } from '../bench-api/children.ts';

export interface BenchQuote {
  id: number;
  familyKey: string;
  /** The answers it holds, by question key (answer keys for choices). */
  answers: Record<string, unknown>;
  /** A step's title, by key, in the page's language. */
  stepTitle: (stepKey: string) => string;
  /** An answer's title, by question and answer key, in the page's language. */
  answerTitle: (questionKey: string, answerKey: string) => string;
}

export async function prepareQuote(baseUrl: string, locale: Locale): Promise<BenchQuote> {
  const token = await demoToken(baseUrl);
  const preset = await richestPreset(baseUrl, token);
  const families = await call<{ id: number; key: string }[]>(baseUrl, 'GET', '/family', token);
  const familyKey = families.find((family) => family.id === preset.familyId)?.key;
  if (!familyKey) throw new Error(`family #${preset.familyId} is not listed`);
  const quote = await call<{ id: number }>(baseUrl, 'POST', '/quote', token, { family_id: preset.familyId });
  await call(baseUrl, 'PUT', `/quote/${quote.id}`, token, { answers: preset.answers });

  const document = parse(fs.readFileSync(path.join(ROOT, 'schemas/families', `${familyKey}.family.yaml`), 'utf8')) as FamilyDocument;
  const definition = await call<{ ids: { question: Record<string, number>; answer: Record<string, number> } }>(baseUrl, 'GET', `/family/${preset.familyId}/definition`, token);
  const questionKeyOf = new Map(Object.entries(definition.ids.question).map(([key, id]) => [String(id), key]));
  // answers are keyed `question.answer`
  const answerKeyOf = new Map(Object.entries(definition.ids.answer).map(([key, id]) => [id, key.slice(key.indexOf('.') + 1)]));
  const answers = Object.fromEntries(
    Object.entries(preset.answers).map(([id, value]) => [questionKeyOf.get(id) ?? id, typeof value === 'number' && answerKeyOf.has(value) ? answerKeyOf.get(value) : value]),
  );

  const questions = document.steps.flatMap((step) => step.questions);
  return {
    id: quote.id,
    familyKey,
    answers,
    stepTitle: (stepKey) => {
      const step = document.steps.find((candidate) => candidate.key === stepKey);
      if (!step) throw new Error(`${familyKey} has no step ${stepKey}`);
      return localize(step.title, locale);
    },
    answerTitle: (questionKey, answerKey) => {
      const answer = questions.find((question) => question.key === questionKey)?.answers?.find((candidate) => candidate.key === answerKey);
      if (!answer) throw new Error(`${familyKey} has no answer ${answerKey} to ${questionKey}`);
      return localize(answer.title, locale);
    },
  };
}
