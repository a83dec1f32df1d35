/**
 * The quote builder's end-to-end scenario, one run per product family: a
 * demo user creates the quote from "My quotes", answers every visible step
 * through the form, meets a blocking inconsistency and solves it, checks the
 * server's price against the engine's, reloads and resumes at the price
 * step, then tries to leave with an unsaved change.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { CALCULATION_STEP, localize, REFERENCE_STEP, STEP_CALCULATION, visibleFormSteps, type Catalogue, type CatalogueStep } from '../../../engine/index.ts';
import { baseUrl, collectErrors, screenshot, signIn, type BrowserSession } from './browser.ts';
import { compileFamilyFile, toAnswers, type FamilyDefinition } from './builder-expect.ts';
import { fillQuestion, fillStep } from './builder-form.ts';
import { checkPriceStep, readCalculation, type ReceivedCalculation } from './builder-price.ts';
import {
  isCalculation,
  isPositionSave,
  pathOf,
  quoteOf,
  saveAndNext,
  stepEntry,
  stepTitle,
  waitForCurrentStep,
  type BuilderRun,
  type BuilderScenario,
  type SavedQuote,
} from './builder-run.ts';
import { translate } from './catalog.ts';

export type { BuilderScenario } from './builder-run.ts';

/** Whether the step list lets the user choose the special steps (not while a form step is not valid). */
async function specialStepsEnabled(run: BuilderRun): Promise<boolean[]> {
  const disabled = (title: string) => stepEntry(run, title).getAttribute('aria-disabled');
  return [(await disabled(stepTitle(run, REFERENCE_STEP))) !== 'true', (await disabled(stepTitle(run, CALCULATION_STEP))) !== 'true'];
}

/** Creates the quote from /xx/quote, where the page stands ("New quote", the family), and opens it in the builder. */
async function createQuote(page: Page, scenario: BuilderScenario, t: (msgid: string) => string): Promise<{ quote: SavedQuote; catalogue: Catalogue }> {
  await page.getByTestId('new-quote').click();
  await page.locator(`[data-family="${scenario.family}"]`).click();
  const created = page.waitForResponse((r) => r.request().method() === 'POST' && pathOf(r) === '/api/v1/quote');
  const definition = page.waitForResponse((r) => /^\/api\/v1\/family\/\d+\/definition$/.test(pathOf(r)));
  await page.getByTestId('create-quote').click();
  const quote = await quoteOf(await created);
  if (scenario.chooseInstaller) {
    await page.getByRole('dialog').getByRole('combobox').click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle(scenario.chooseInstaller, { exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: t('Continue') }).click();
  }
  await page.waitForURL((url) => url.pathname === `/${scenario.locale}/quote/${quote.id}`);
  // a new quote opens on its first form step, whose "previous" would lead to the reference step, disabled until that step is done
  const previous = page.locator('.builder-main').getByRole('button', { name: t('Previous'), exact: true });
  await previous.waitFor();
  expect(await previous.isDisabled()).toBe(true);
  const family = ((await (await definition).json()) as { data: FamilyDefinition }).data;
  return { quote, catalogue: compileFamilyFile(scenario.family, family) };
}

/** Answers the step so that its blocking rule fires, meets the review dialog, solves it, and gives the scenario's answers. */
async function meetBlocking(run: BuilderRun, step: CatalogueStep): Promise<void> {
  const { page, catalogue, scenario, t } = run;
  const rule = catalogue.rules.find((r) => r.key === scenario.blocking.rule);
  if (!rule?.blocking || rule.stepId !== step.id) throw new Error(`${catalogue.key}: ${scenario.blocking.rule} is no blocking rule of step ${step.key}`);
  await fillStep(page, catalogue, step, { ...run.answers, ...toAnswers(catalogue, scenario.blocking.answers) }, scenario.locale);
  await saveAndNext(run);

  const dialog = page.getByRole('dialog').filter({ hasText: t('This step has inconsistencies') });
  await dialog.waitFor();
  expect(await dialog.locator('.inconsistency-item').count()).toBe(1);
  await dialog.locator('.ant-tag').getByText(t('Blocking'), { exact: true }).waitFor();
  await dialog.getByText(localize(rule.reason, scenario.locale), { exact: true }).waitFor();
  const entry = stepEntry(run, stepTitle(run, step));
  expect(await entry.getAttribute('aria-current')).toBe('step');
  await entry.getByRole('img', { name: t('Step with errors') }).waitFor();

  await dialog.getByRole('button', { name: t('Solve them') }).click();
  await dialog.waitFor({ state: 'hidden' });
  await waitForCurrentStep(run, stepTitle(run, step));
  await fillStep(page, catalogue, step, run.answers, scenario.locale);
}

/**
 * Answers every visible form step (the live plan appears once length and
 * width are given) and saves the last one; resolves with the server's
 * calculation asked for after that last save.
 */
async function answerSteps(run: BuilderRun): Promise<ReceivedCalculation> {
  const { page, catalogue, scenario, t } = run;
  const blockingKeys = Object.keys(scenario.blocking.answers);
  const steps = visibleFormSteps(catalogue, run.answers);
  let calculated: Promise<ReceivedCalculation> | null = null;
  await waitForCurrentStep(run, stepTitle(run, steps[0]!));
  expect(await specialStepsEnabled(run)).toEqual([false, false]);
  for (const [index, step] of steps.entries()) {
    await waitForCurrentStep(run, stepTitle(run, step));
    const keys = step.questions.map((q) => q.key);
    const drawsPlan = keys.includes('length') && keys.includes('width');
    if (drawsPlan) expect(await page.getByTestId('live-plan').count()).toBe(0);
    const blocking = blockingKeys.some((key) => keys.includes(key));
    if (blocking) await meetBlocking(run, step);
    else await fillStep(page, catalogue, step, run.answers, scenario.locale);
    if (drawsPlan) await page.getByTestId('live-plan').waitFor();
    const last = index === steps.length - 1;
    // read as it arrives: Chromium keeps a body only for a while, and a request the builder gave up has none
    if (last) calculated = page.waitForResponse(async (r) => isCalculation(run.quoteId)(r) && (await r.finished()) === null).then(readCalculation);
    const positioned = last ? page.waitForResponse(isPositionSave(run, STEP_CALCULATION)) : null;
    const saved = await saveAndNext(run);
    if (blocking) await stepEntry(run, stepTitle(run, step)).getByRole('img', { name: t('Valid step') }).waitFor();
    if (last) expect(saved.answers).toEqual(run.answers);
    await positioned;
  }
  if (!calculated) throw new Error(`${catalogue.key}: no visible form step`);
  await waitForCurrentStep(run, stepTitle(run, CALCULATION_STEP));
  expect(await specialStepsEnabled(run)).toEqual([true, true]);
  return calculated;
}

/** Reloads the page: the builder resumes at the price step. */
async function resumeAfterReload(run: BuilderRun): Promise<void> {
  const reopened = run.page.waitForResponse((r) => r.request().method() === 'GET' && pathOf(r) === `/api/v1/quote/${run.quoteId}`);
  await run.page.reload();
  const quote = await quoteOf(await reopened);
  expect(quote.last_step_id).toBe(STEP_CALCULATION);
  expect(quote.answers).toEqual(run.answers);
  await waitForCurrentStep(run, stepTitle(run, CALCULATION_STEP));
  await run.page.getByRole('heading', { name: run.t('Price calculation'), exact: true }).waitFor();
}

/** Goes back to a step, changes an answer without saving, and tries to leave: stays once, then leaves without saving. */
async function leaveWithUnsavedChange(run: BuilderRun): Promise<void> {
  const { page, catalogue, scenario, t } = run;
  const question = catalogue.questionsByKey.get(scenario.unsaved.question)!;
  const step = catalogue.stepsById.get(question.stepId)!;
  const positioned = page.waitForResponse(isPositionSave(run, step.id));
  await stepEntry(run, stepTitle(run, step)).click();
  await waitForCurrentStep(run, stepTitle(run, step));
  await positioned;
  const answers = { ...run.answers, ...toAnswers(catalogue, { [question.key]: scenario.unsaved.value }) };
  let saves = 0;
  page.on('request', (r) => void (r.method() === 'PUT' && saves++));
  await fillQuestion(page, catalogue, question, answers, answers[String(question.id)]!, scenario.locale);
  await page.locator('.builder-unsaved').getByText(t('Unsaved changes')).waitFor();

  const exit = page.getByRole('link', { name: t('Close the quote and go home') });
  const confirm = page.getByRole('dialog').filter({ hasText: t('Leave without saving?') });
  await exit.click();
  await confirm.waitFor();
  // antd's motion token is off (src/app/theme.ts): its animations last 0 s instead of 0.2 s
  const motion = await confirm.evaluate((element) => getComputedStyle(element).getPropertyValue('--ant-motion-duration-mid'));
  expect(motion, 'the dialog opens without zooming for a user who asks for less motion').toBe('0s');
  await confirm.getByRole('button', { name: t('Stay on the quote') }).click();
  await confirm.waitFor({ state: 'hidden' });
  expect(new URL(page.url()).pathname).toBe(`/${scenario.locale}/quote/${run.quoteId}`);
  await page.locator('.builder-unsaved').waitFor();

  await exit.click();
  await confirm.getByRole('button', { name: t('Leave without saving') }).click();
  await page.waitForURL((url) => url.pathname === `/${scenario.locale}/home`);
  expect(saves).toBe(0);
}

/** The whole scenario, in a page of its own; fails on any console error. */
export async function runBuilderScenario(session: BrowserSession, scenario: BuilderScenario): Promise<void> {
  const page = await session.newPage();
  const errors = collectErrors(page);
  const t = (msgid: string) => translate(scenario.locale, msgid);
  expect(await signIn(page, baseUrl(), scenario.locale, scenario.login, { to: '/quote' })).toBe(200);

  try {
    const { quote, catalogue } = await createQuote(page, scenario, t);
    const run: BuilderRun = { page, scenario, quoteId: quote.id, version: quote.version, catalogue, answers: toAnswers(catalogue, scenario.answers), t };
    await checkPriceStep(run, await answerSteps(run));
    await screenshot(page, `quote-builder-${scenario.family}-${scenario.locale}-price`);
    await resumeAfterReload(run);
    await leaveWithUnsavedChange(run);
  } catch (error) {
    await screenshot(page, `quote-builder-${scenario.family}-${scenario.locale}-failure`).catch(() => undefined);
    throw error;
  }
  expect(errors).toEqual([]);
}
