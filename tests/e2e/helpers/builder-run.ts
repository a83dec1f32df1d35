/**
 * The quote builder's scenario under way: what a family test gives, the
 * quote being built, the API responses the builder's moves wait for, the
 * step list, and "Save and next".
 */
import type { Page, Response } from 'playwright-core';
import { expect } from 'vitest';
import { localize, type Answers, type Catalogue, type CatalogueStep } from '../../../engine/index.ts';
import type { BuilderScenario } from '../../fixtures/builder-scenarios.ts';

export type { BuilderScenario };

/** The quote as the API answers it, as far as the scenario reads it. */
export interface SavedQuote {
  id: number;
  version: number;
  answers: Answers;
  last_step_id: number;
}

/** One scenario under way. */
export interface BuilderRun {
  page: Page;
  scenario: BuilderScenario;
  quoteId: number;
  /** The quote's version as last saved. */
  version: number;
  catalogue: Catalogue;
  /** The scenario's final answers, as saved (by id). */
  answers: Answers;
  /** A text of the app in the scenario's language. */
  t: (msgid: string) => string;
}

export const pathOf = (response: Response) => new URL(response.url()).pathname;
/** The quote a response carries (PUT /quote/{id} answers with it). */
export async function quoteOf(response: Response): Promise<SavedQuote> {
  return ((await response.json()) as { data: SavedQuote }).data;
}
const isQuotePut = (quoteId: number, response: Response) => response.request().method() === 'PUT' && pathOf(response) === `/api/v1/quote/${quoteId}`;
/**
 * PUT /quote/{id} that saved answers: a new version. (The app's requests
 * carry their body as a stream, which Chromium does not show: the body
 * cannot tell a save from the step position, which makes no new version.)
 */
const isAnswerSave = (run: BuilderRun) => async (r: Response) => isQuotePut(run.quoteId, r) && r.ok() && (await quoteOf(r)).version > run.version;
/** PUT /quote/{id} that recorded `stepId` as the step the user stands on. */
export const isPositionSave = (run: BuilderRun, stepId: number) => async (r: Response) =>
  isQuotePut(run.quoteId, r) && r.ok() && (await quoteOf(r)).last_step_id === stepId;
const isCheck = (quoteId: number) => (r: Response) => r.request().method() === 'GET' && pathOf(r) === `/api/v1/quote/${quoteId}/inconsistency`;
export const isCalculation = (quoteId: number) => (r: Response) => r.request().method() === 'GET' && pathOf(r) === `/api/v1/quote/${quoteId}/calculate`;

/** The step list's entry of a step, by its title in the language. */
export function stepEntry(run: BuilderRun, title: string) {
  return run.page.locator('.builder-steps .step-list-item').filter({ has: run.page.locator('.step-list-title').getByText(title, { exact: true }) });
}

/** Waits until the step list shows `title` as the current step. */
export async function waitForCurrentStep(run: BuilderRun, title: string): Promise<void> {
  await run.page.locator('.builder-steps [aria-current="step"] .step-list-title').getByText(title, { exact: true }).waitFor();
}

/** A step's title in the step list (a form step, or a special one of the engine). */
export const stepTitle = (run: BuilderRun, step: Pick<CatalogueStep, 'title'>) => localize(step.title, run.scenario.locale);

/** "Save and next": resolves with the saved quote once every visible step is checked. */
export async function saveAndNext(run: BuilderRun): Promise<SavedQuote> {
  const saved = run.page.waitForResponse(isAnswerSave(run));
  const checked = run.page.waitForResponse(isCheck(run.quoteId));
  await run.page.getByRole('button', { name: run.t('Save and next'), exact: true }).click();
  const quote = await quoteOf(await saved);
  expect((await checked).status()).toBe(200);
  run.version = quote.version;
  return quote;
}
