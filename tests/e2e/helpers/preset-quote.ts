/** A new quote answered from one of its family's presets, made through the API from Node before the page signs in. */
import { apiCall, apiToken } from './api.ts';

type Answers = Record<string, unknown>;

export interface PresetQuoteOptions {
  /** The family's key. */
  family: string;
  /** The preset's key; the family's first preset without one. */
  preset?: string;
  /** More of the new quote (`name`, `billing`, `end_customer_reference`...). */
  quote?: Record<string, unknown>;
  /** The step the builder opens it at; the family's first form step without one. */
  lastStepId?: number;
  /** The answers to save instead of the preset's as they are (given them and the family's id). */
  answers?: (preset: Answers, familyId: number) => Promise<Answers>;
}

/** The quote made, its answers saved, then moved to its step (each change on the version the one before left). */
export async function presetQuote(token: string, options: PresetQuoteOptions): Promise<{ id: number; reference: string }> {
  const family = (await apiCall<{ id: number; key: string }[]>(token, 'GET', '/family')).find((f) => f.key === options.family)!;
  const presets = await apiCall<{ key: string; answers: Answers }[]>(token, 'GET', `/family/${family.id}/preset`);
  const preset = (options.preset === undefined ? presets[0] : presets.find((p) => p.key === options.preset))!;
  const answers = options.answers ? await options.answers(preset.answers, family.id) : preset.answers;
  const stepId =
    options.lastStepId ?? Math.min(...(await apiCall<{ step_id: number }[]>(token, 'GET', `/question?family_id=${family.id}`)).map((question) => question.step_id));
  const quote = await apiCall<{ id: number; version: number; reference: string }>(token, 'POST', '/quote', { family_id: family.id, ...options.quote });
  const saved = await apiCall<{ version: number }>(token, 'PUT', `/quote/${quote.id}`, { answers, version: quote.version });
  await apiCall(token, 'PUT', `/quote/${quote.id}`, { last_step_id: stepId, version: saved.version });
  return { id: quote.id, reference: quote.reference };
}

/** A blind quote of `login` holding its first preset; the builder opens it at `lastStepId`, by default the first form step. */
export async function presetBlindQuote(login: string, lastStepId?: number): Promise<number> {
  return (await presetQuote(await apiToken(login), { family: 'blind', lastStepId })).id;
}
