/**
 * Moves values between saved answers (keyed by question id) and a step's form
 * data (keyed by question key, as the step schema names its fields).
 */
import { isAnswered } from '../answers/visibility.ts';
import type { Answers, AnswerValue, Catalogue } from '../catalogue/catalogue.types.ts';
import type { StepFormData } from './step-form.types.ts';

/** The step's saved answers as form data. */
export function stepFormData(catalogue: Catalogue, stepId: number, answers: Answers): StepFormData {
  const data: StepFormData = {};
  for (const question of catalogue.stepsById.get(stepId)?.questions ?? []) {
    const value = answers[String(question.id)];
    if (value !== undefined) data[question.key] = value;
  }
  return data;
}

/** The answers with the step's questions replaced by the form data (an empty field removes the answer). */
export function applyStepFormData(catalogue: Catalogue, stepId: number, answers: Answers, data: StepFormData): Answers {
  const next: Record<string, AnswerValue> = { ...answers };
  for (const question of catalogue.stepsById.get(stepId)?.questions ?? []) {
    const value = data[question.key];
    if (value === undefined || !isAnswered(value)) delete next[String(question.id)];
    else next[String(question.id)] = value;
  }
  return next;
}
