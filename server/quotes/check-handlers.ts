/**
 * What the engine says of a quote's saved answers: its inconsistencies, its
 * price, and the presets that fill its other steps. The same engine code as
 * in the browser; the server is authoritative.
 */
import {
  BASE_CURRENCY,
  basisPoints,
  evaluateRules,
  isCheckedStep,
  localize,
  SUPPORTED_CURRENCIES,
  type Answers,
  type AnswerValue,
  type Catalogue,
  type CataloguePreset,
} from '../../engine/index.ts';
import { seesInstallerTerms } from '../accounts/installer-terms.ts';
import { AppError } from '../http/app-error.ts';
import { operation } from '../http/operation.ts';
import { inconsistencyReportInput } from '../pdf/inconsistency-report.ts';
import { renderDocument } from '../pdf/render-document.ts';
import { sendPdf } from '../pdf/send-pdf.ts';
import { assertAnswers, changeQuote, loadQuote } from './quote-access.ts';
import { writeQuoteWithRows } from './quote-data-rows.ts';
import { calculationSettings, calculationView, priceRecord } from './quote-pricing.ts';
import { writeQuote } from './quote-repository.ts';
import { quoteView } from './quote-views.ts';

/** The checked form steps named by `step_ids` (all of them by default); 422 unknown_step for a step the family lacks. */
function checkedSteps(catalogue: Catalogue, stepIds: string | undefined): number[] {
  if (stepIds === undefined) return catalogue.steps.map((step) => step.id).filter(isCheckedStep);
  const ids = [...new Set(stepIds.split(',').map(Number))];
  const special = (id: number) => id === -1 || id === 0 || id === 10 || id === 11;
  if (ids.some((id) => !special(id) && !catalogue.stepsById.has(id))) throw new AppError(422, 'unknown_step');
  return ids.filter((id) => catalogue.stepsById.has(id) && isCheckedStep(id));
}

/** The questions of the first form step (the product variant). */
const firstStepQuestions = (catalogue: Catalogue) => new Set(catalogue.steps[0]?.questions.map((q) => String(q.id)) ?? []);

const sameAnswer = (a: AnswerValue, b: AnswerValue) => JSON.stringify(a) === JSON.stringify(b);

/** A preset applies when it agrees with the quote's step-1 answers (or names none). */
function presetApplies(catalogue: Catalogue, preset: CataloguePreset, answers: Answers): boolean {
  return [...firstStepQuestions(catalogue)].every((id) => preset.answers[id] === undefined || answers[id] === undefined || sameAnswer(preset.answers[id], answers[id]));
}

export const quoteCheckOperations = [
  operation('listQuoteInconsistencies', {
    permission: 'signed-in',
    handler: async ({ db, catalogues, params: { id }, query: { step_ids }, locale, caller, request }) => {
      const { record, catalogue } = await loadQuote(db, catalogues, caller, id);
      const stepIds = checkedSteps(catalogue, step_ids);
      const answers = record.quote.answers;
      const result = evaluateRules(catalogue, answers, stepIds);
      if (result.status === 'EVAL_ERROR') request.log.error({ quote: record.quote.reference, rule: result.rule, message: result.message }, 'rule evaluation failed');
      return {
        data: {
          status: result.status,
          has_data: result.hasData,
          steps_with_data: result.stepsWithData,
          inconsistencies: result.inconsistencies.map((found) => ({
            key: found.key,
            step_id: found.stepId,
            category_id: found.categoryId,
            reason: localize(found.reason, locale),
            is_blocking: found.blocking,
          })),
        },
      };
    },
  }),

  operation('getQuoteInconsistencyReport', {
    permission: 'signed-in',
    handler: async ({ db, catalogues, params: { id }, locale, caller, request, reply }) => {
      const { record, catalogue } = await loadQuote(db, catalogues, caller, id);
      const result = evaluateRules(catalogue, record.quote.answers);
      if (result.status === 'EVAL_ERROR') {
        request.log.error({ quote: record.quote.reference, rule: result.rule, message: result.message }, 'rule evaluation failed');
        throw new AppError(422, 'inconsistency_error');
      }
      const input = inconsistencyReportInput(record, catalogue, result.inconsistencies, locale);
      const pdf = await renderDocument({ kind: 'inconsistency_report', input }, request.log);
      return sendPdf(reply, pdf, `${record.quote.reference}-inconsistencies.pdf`);
    },
  }),

  operation('calculateQuote', {
    permission: 'signed-in',
    handler: async ({ db, catalogues, params: { id }, auth, caller, request }) => {
      const { record, catalogue } = await loadQuote(db, catalogues, caller, id);
      const calculation = priceRecord(record, catalogue, calculationSettings(record), (details, message) => request.log.warn(details, message));
      return { data: calculationView(calculation, seesInstallerTerms(auth)) };
    },
  }),

  operation('saveQuoteCalculation', {
    permission: 'QUOTE_EDIT',
    handler: async ({ db, catalogues, params: { id }, body, auth, caller, request }) => {
      if (!(SUPPORTED_CURRENCIES as readonly string[]).includes(body.currency)) throw new AppError(422, 'unsupported_currency');
      if (body.currency === BASE_CURRENCY && body.exchange_rate !== 1) throw new AppError(422, 'invalid_exchange_rate');
      const exchangeRate = Math.round(body.exchange_rate * 1_000_000) / 1_000_000;
      const vatRateBp = basisPoints(body.vat_rate);
      const calculation = await changeQuote(db, catalogues, caller, id, async (tx, { record, catalogue }) => {
        const settings = calculationSettings(record, { currency: body.currency, exchange_rate: exchangeRate, vat_rate_bp: vatRateBp });
        const priced = priceRecord(record, catalogue, settings, (details, message) => request.log.warn(details, message));
        await writeQuote(tx, record, { currency: body.currency, exchangeRate: String(exchangeRate), vatRateBp });
        return priced;
      });
      return { data: calculationView(calculation, seesInstallerTerms(auth)) };
    },
  }),

  operation('listQuotePresets', {
    permission: 'signed-in',
    handler: async ({ db, catalogues, params: { id }, locale, caller }) => {
      const { record, catalogue } = await loadQuote(db, catalogues, caller, id);
      const presets = catalogue.presets.filter((preset) => presetApplies(catalogue, preset, record.quote.answers));
      return {
        data: presets.map((preset) => ({
          id: preset.id,
          family_id: record.quote.familyId,
          key: preset.key,
          title: localize(preset.title, locale),
          position: preset.position,
          answers: preset.answers,
        })),
      };
    },
  }),

  operation('applyQuotePreset', {
    permission: 'QUOTE_EDIT',
    handler: async ({ db, catalogues, params: { id }, body: { preset_id }, locale, caller }) => {
      await changeQuote(db, catalogues, caller, id, async (tx, { record, catalogue }) => {
        const preset = catalogue.presets.find((p) => p.id === preset_id);
        if (!preset) throw new AppError(422, 'unknown_preset');
        const kept = firstStepQuestions(catalogue);
        const answers: Record<string, AnswerValue> = { ...record.quote.answers };
        for (const [questionId, value] of Object.entries(preset.answers)) if (!kept.has(questionId)) answers[questionId] = value;
        assertAnswers(locale, catalogue, answers);
        await writeQuoteWithRows(tx, catalogue, record, { answers });
      });
      const { record, catalogue } = await loadQuote(db, catalogues, caller, id);
      return { data: quoteView(record, catalogue, locale) };
    },
  }),
];
