/**
 * `npm run bench:engine`: the engine's speed on the real families, as medians
 * over many runs (after a warm-up):
 * - compiling the largest family (schema check, keys, CEL);
 * - building every step's schema (one locale) plus the quote-builder machine;
 * - evaluating all rules and pricing a complete answer set;
 * - one "save and next" on the quote-builder machine, with the engine in
 *   place of the API (save, check every visible step, move).
 * Targets: under 5 ms, 5 ms, 1 ms and 1 ms.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parse } from 'yaml';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  buildStepSchema,
  compileFamily,
  evaluateRules,
  checkInconsistencies,
  priceQuote,
  quoteBuilderMachine,
  type Answers,
  type Catalogue,
  type CheckStepsInput,
  type CheckStepsOutput,
  type SaveAnswersInput,
  type SaveAnswersOutput,
} from '../engine/index.ts';

const RUNS = 500;
const WARM_UP = 50;
const dir = path.join(import.meta.dirname, '../schemas/families');

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Median duration of `run`, each run prepared by `prepare` outside the timing. */
function measure<T>(prepare: () => T, run: (input: T) => void): number {
  const samples: number[] = [];
  for (let i = 0; i < WARM_UP + RUNS; i++) {
    const input = prepare();
    const start = performance.now();
    run(input);
    if (i >= WARM_UP) samples.push(performance.now() - start);
  }
  return median(samples);
}

function compile(document: unknown): Catalogue {
  const result = compileFamily(document);
  if (!result.ok) throw new Error(result.issues.map((i) => `${i.path} ${i.message}`).join('\n'));
  return result.catalogue;
}

/** A complete answer set: the first preset, then every question still empty answered with its default or first value. */
function completeAnswers(catalogue: Catalogue): Answers {
  const answers: Record<string, Answers[string]> = { ...catalogue.presets[0]?.answers };
  for (const question of catalogue.questions) {
    const id = String(question.id);
    if (answers[id] !== undefined) continue;
    if (question.default !== null) answers[id] = question.default;
    else if (question.type === 'single') answers[id] = question.answers[0]!.id;
    else if (question.type === 'multiple') answers[id] = [question.answers[0]!.id];
    else if (question.type === 'number') answers[id] = question.min ?? 1;
    else if (question.type === 'boolean') answers[id] = true;
    else answers[id] = 'x';
  }
  return answers;
}

const documents = readdirSync(dir)
  .filter((name) => name.endsWith('.family.yaml'))
  .map((name) => ({ name, source: readFileSync(path.join(dir, name), 'utf8') }));
const largest = documents.reduce((a, b) => (b.source.length > a.source.length ? b : a));
const document = parse(largest.source) as unknown;
const catalogue = compile(document);
const answers = completeAnswers(catalogue);

/** The machine with the engine in place of the API: saving keeps the answers, checking runs the rules. */
const machine = quoteBuilderMachine.provide({
  actors: {
    saveAnswers: fromPromise<SaveAnswersOutput, SaveAnswersInput>(({ input }) => Promise.resolve({ answers: input.answers })),
    checkSteps: fromPromise<CheckStepsOutput, CheckStepsInput>(({ input }) => {
      return Promise.resolve(checkInconsistencies(catalogue, input.answers, 'fr', input.stepIds));
    }),
  },
});

/** Median duration of "save and next", from the event to the save and the check behind it done, round the visible steps. */
async function measureSaveAndNext(): Promise<number> {
  const actor = createActor(machine, { input: { catalogue, answers, stepId: catalogue.steps[0]!.id } }).start();
  const settled = () => waitFor(actor, (snapshot) => !snapshot.matches({ step: 'opening' }) && snapshot.matches({ sync: 'idle' }));
  await settled();
  const samples: number[] = [];
  for (let i = 0; i < WARM_UP + RUNS; i++) {
    const from = actor.getSnapshot().context.stepId;
    const start = performance.now();
    actor.send({ type: 'step.next' });
    await settled();
    if (actor.getSnapshot().matches({ step: 'reviewing' })) actor.send({ type: 'review.continue' });
    if (i >= WARM_UP) samples.push(performance.now() - start);
    // at the last step, start again from the first
    if (actor.getSnapshot().context.stepId === from) actor.send({ type: 'step.goto', stepId: catalogue.steps[0]!.id });
  }
  actor.stop();
  return median(samples);
}

const results = [
  { label: `compile the largest family (${largest.name}, ${catalogue.questions.length} questions, ${catalogue.rules.length} rules, ${catalogue.pricing.length} price lines)`, target: 5,
    ms: measure(() => structuredClone(document), (input) => compile(input)) },
  { label: `build every step's schema (${catalogue.steps.length} steps) plus start the machine`, target: 5,
    ms: measure(() => compile(document), (fresh) => {
      for (const step of fresh.steps) buildStepSchema(fresh, step.id, 'fr', answers);
      createActor(machine, { input: { catalogue: fresh, answers } }).start().stop();
    }) },
  { label: 'evaluate all rules and price a complete answer set', target: 1,
    ms: measure(() => undefined, () => {
      evaluateRules(catalogue, answers);
      priceQuote(catalogue, answers, { country: 'FR', date: '2026-11-21' });
    }) },
  { label: 'save and next on the quote-builder machine (engine-backed save and check of every visible step)', target: 1, ms: await measureSaveAndNext() },
];

const priced = priceQuote(catalogue, answers, { country: 'FR', date: '2026-11-21' });
process.stdout.write(`engine benchmark: medians over ${RUNS} runs after ${WARM_UP} warm-up runs, Node ${process.version}\n`);
for (const result of results) {
  const verdict = result.ms < result.target ? 'ok' : 'OVER TARGET';
  process.stdout.write(`  ${result.ms.toFixed(3).padStart(8)} ms  (target < ${result.target} ms, ${verdict})  ${result.label}\n`);
}
process.stdout.write(`  priced answer set: ${priced.status === 'ok' ? `${priced.lines.length} lines, ${(priced.totalCents / 100).toFixed(2)} EUR` : priced.status}\n`);
if (results.some((result) => result.ms >= result.target)) process.exitCode = 1;
