/**
 * What the engine says of a quote's saved answers: its inconsistencies, its
 * price, and the presets that fill its other steps. The same engine code as
 * in the browser; the server is authoritative.
 */
import {
  BASE_CURRENCY,
  evaluateRules,
  isCheckedStep,
  localize,
  SUPPORTED_CURRENCIES,
  type Answers,
  type AnswerValue,
  type Catalogue,
  type CataloguePreset,
} from '../../engine/index.ts';
import type { CatalogueStore } from '../catalogue/catalogue-store.ts';
import { seesInstallerTerms } from '../accounts/installer-terms.ts';
import { AppError } from '../http/app-error.ts';
import { authOf } from '../http/authenticate.ts';
import { inconsistencyReportInput } from '../pdf/inconsistency-report.ts';
import { renderDocument } from '../pdf/render-document.ts';
import { sendPdf } from '../pdf/send-pdf.ts';
import { assertAnswers, callerOf, changeQuote, loadQuote } from '../quotes/quote-access.ts';
import { syncDataRows } from '../quotes/quote-data-rows.ts';
import { calculationSettings, calculationView, priceRecord } from '../quotes/quote-pricing.ts';
import { writeQuote } from '../quotes/quote-repository.ts';
import { quoteView } from '../quotes/quote-views.ts';
import type { BodyOf, PathOf, QueryOf, ServiceContext, ServiceHandlers } from '../http/operation.ts';

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

export function quoteCheckService({ db }: ServiceContext, store: CatalogueStore): ServiceHandlers {
  return {
    async listQuoteInconsistencies(request) {
      const { id } = request.params as PathOf<'listQuoteInconsistencies'>;
      const { step_ids } = request.query as QueryOf<'listQuoteInconsistencies'>;
      const { record, catalogue } = await loadQuote(db, store, callerOf(request), id);
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
            reason: localize(found.reason, request.locale),
            is_blocking: found.blocking,
          })),
        },
      };
    },

    async getQuoteInconsistencyReport(request, reply) {
      const { id } = request.params as PathOf<'getQuoteInconsistencyReport'>;
      const { record, catalogue } = await loadQuote(db, store, callerOf(request), id);
      const result = evaluateRules(catalogue, record.quote.answers);
      if (result.status === 'EVAL_ERROR') {
        request.log.error({ quote: record.quote.reference, rule: result.rule, message: result.message }, 'rule evaluation failed');
        throw new AppError(422, 'inconsistency_error');
      }
      const input = inconsistencyReportInput(record, catalogue, result.inconsistencies, request.locale);
      const pdf = await renderDocument({ kind: 'inconsistency_report', input }, request.log);
      return sendPdf(reply, pdf, `${record.quote.reference}-inconsistencies.pdf`);
    },

    async calculateQuote(request) {
      const { id } = request.params as PathOf<'calculateQuote'>;
      const { record, catalogue } = await loadQuote(db, store, callerOf(request), id);
      const calculation = priceRecord(record, catalogue, calculationSettings(record), (message) => request.log.warn(message));
      return { data: calculationView(calculation, request.locale, seesInstallerTerms(authOf(request))) };
    },

    async saveQuoteCalculation(request) {
      const { id } = request.params as PathOf<'saveQuoteCalculation'>;
      const body = request.body as BodyOf<'saveQuoteCalculation'>;
      if (!(SUPPORTED_CURRENCIES as readonly string[]).includes(body.currency)) throw new AppError(422, 'unsupported_currency');
      if (body.currency === BASE_CURRENCY && body.exchange_rate !== 1) throw new AppError(422, 'invalid_exchange_rate');
      const exchangeRate = Math.round(body.exchange_rate * 1_000_000) / 1_000_000;
      const vatRateBp = Math.round(body.vat_rate * 100);
      const calculation = await changeQuote(db, store, request, id, async (tx, { record, catalogue }) => {
        const settings = calculationSettings(record, { currency: body.currency, exchangeRate, vatRateBp });
        const priced = priceRecord(record, catalogue, settings, (message) => request.log.warn(message));
        await writeQuote(tx, record, { currency: body.currency, exchangeRate: String(exchangeRate), vatRateBp });
        return priced;
      });
      return { data: calculationView(calculation, request.locale, seesInstallerTerms(authOf(request))) };
    },

    async listQuotePresets(request) {
      const { id } = request.params as PathOf<'listQuotePresets'>;
      const { record, catalogue } = await loadQuote(db, store, callerOf(request), id);
      const presets = catalogue.presets.filter((preset) => presetApplies(catalogue, preset, record.quote.answers));
      return {
        data: presets.map((preset) => ({
          id: preset.id,
          family_id: record.quote.familyId,
          key: preset.key,
          title: localize(preset.title, request.locale),
          position: preset.position,
          answers: preset.answers,
        })),
      };
    },

    async applyQuotePreset(request) {
      const { id } = request.params as PathOf<'applyQuotePreset'>;
      const { preset_id } = request.body as BodyOf<'applyQuotePreset'>;
      await changeQuote(db, store, request, id, async (tx, { record, catalogue }) => {
        const preset = catalogue.presets.find((p) => p.id === preset_id);
        if (!preset) throw new AppError(422, 'unknown_preset');
        const kept = firstStepQuestions(catalogue);
        const answers: Record<string, AnswerValue> = { ...record.quote.answers };
        for (const [questionId, value] of Object.entries(preset.answers)) if (!kept.has(questionId)) answers[questionId] = value;
        assertAnswers(request, catalogue, answers);
        await syncDataRows(tx, catalogue, id, answers, record.quote.answers);
        await writeQuote(tx, record, { answers });
      });
      const { record, catalogue } = await loadQuote(db, store, callerOf(request), id);
      return { data: quoteView(record, catalogue, request.locale) };
    },
  };
}
