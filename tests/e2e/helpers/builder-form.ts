/**
 * Answers a step of the quote builder's form (RJSF on antd) the way a user
 * does: choices picked by their title in the page's language, numbers typed
 * with the language's decimal separator. Fields are found by their RJSF ids,
 * `root_<question key>`.
 */
import type { Page } from 'playwright-core';
import {
  localize,
  RADIO_MAX_OPTIONS,
  visibleAnswers,
  visibleQuestions,
  type Answers,
  type AnswerValue,
  type Catalogue,
  type CatalogueQuestion,
  type CatalogueStep,
  type Locale,
} from '../../../engine/index.ts';

function answerTitle(catalogue: Catalogue, answerId: number, locale: Locale): string {
  const answer = catalogue.answersById.get(answerId);
  if (!answer) throw new Error(`${catalogue.key} has no answer #${answerId}`);
  return localize(answer.title, locale);
}

/** A number as typed in the language (6.8 -> "6,8" in French). */
function typedNumber(value: number, locale: Locale): string {
  const separator = new Intl.NumberFormat(locale).format(1.5).charAt(1);
  return String(value).replace('.', separator);
}

async function pickSingle(page: Page, catalogue: Catalogue, question: CatalogueQuestion, answers: Answers, value: number, locale: Locale): Promise<void> {
  const field = page.locator(`#root_${question.key}`);
  const title = answerTitle(catalogue, value, locale);
  if (visibleAnswers(question, answers).length <= RADIO_MAX_OPTIONS) {
    await field.getByRole('radio', { name: title, exact: true }).check();
    return;
  }
  await field.click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle(title, { exact: true }).click();
}

async function pickMultiple(page: Page, catalogue: Catalogue, question: CatalogueQuestion, answers: Answers, value: number[], locale: Locale): Promise<void> {
  const field = page.locator(`#root_${question.key}`);
  for (const answer of visibleAnswers(question, answers)) {
    await field.getByRole('checkbox', { name: answerTitle(catalogue, answer.id, locale), exact: true }).setChecked(value.includes(answer.id));
  }
}

/** Gives one question its answer through its field. */
export async function fillQuestion(page: Page, catalogue: Catalogue, question: CatalogueQuestion, answers: Answers, value: AnswerValue, locale: Locale): Promise<void> {
  const field = page.locator(`#root_${question.key}`);
  switch (question.type) {
    case 'single':
      return pickSingle(page, catalogue, question, answers, value as number, locale);
    case 'multiple':
      return pickMultiple(page, catalogue, question, answers, value as number[], locale);
    case 'boolean':
      return field.setChecked(value as boolean);
    case 'number':
      await field.fill(typedNumber(value as number, locale));
      return field.blur();
    case 'text':
      await field.fill(value as string);
      return field.blur();
  }
}

/**
 * Answers every question of `step` that `answers` shows, in the form's
 * order (a question that an earlier one reveals is waited for).
 */
export async function fillStep(page: Page, catalogue: Catalogue, step: CatalogueStep, answers: Answers, locale: Locale): Promise<void> {
  for (const question of visibleQuestions(catalogue, step, answers)) {
    const value = answers[String(question.id)];
    if (value === undefined) throw new Error(`${catalogue.key}: the scenario does not answer ${question.key}`);
    await fillQuestion(page, catalogue, question, answers, value, locale);
  }
}
