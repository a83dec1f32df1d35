/** The line above a plan that names the product: the family, its variant and any detail given. */
import { localize } from '../../catalogue/localize.ts';
import type { PlanAnswers } from '../plan-answers.ts';

/** Between the parts of a caption (a long caption is wrapped there). */
export const CAPTION_SEPARATOR = ' · ';

/** "Bubble cover · 400 µm blue · …": the family title, the chosen variant (question `variant`) and `details`. */
export function productCaption(answers: PlanAnswers, ...details: (string | null)[]): string {
  const parts = [localize(answers.catalogue.title, answers.locale), answers.choiceLabel('variant'), ...details];
  return parts.filter((part): part is string => part !== null && part !== '').join(CAPTION_SEPARATOR);
}
