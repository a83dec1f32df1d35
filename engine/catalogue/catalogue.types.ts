/**
 * The catalogue model: a family document compiled into ids, lookups and
 * parsed CEL programs, ready for visibility, schemas, rules and pricing.
 */
import type { PoolMeasures } from '../pool/pool-measures.ts';
import type { FamilyDocument, LocalizedText, QuestionType } from './family-document.ts';

/** One saved answer: an answer id (single), answer ids (multiple), a number, a text or a boolean. */
export type AnswerValue = number | string | boolean | number[];
/** Saved answers keyed by question id (as a string, like the API's JSON). */
export type Answers = Readonly<Record<string, AnswerValue>>;

/** Matches when the saved answers of `questionId` include `answerId`. */
export interface Condition {
  questionId: number;
  answerId: number;
}

export interface CatalogueAnswer {
  id: number;
  key: string;
  questionId: number;
  title: LocalizedText;
  image: string | null;
  position: number;
  conditions: readonly Condition[];
}

export interface CatalogueQuestion {
  id: number;
  key: string;
  stepId: number;
  type: QuestionType;
  title: LocalizedText;
  help: LocalizedText | null;
  image: string | null;
  required: boolean;
  default: AnswerValue | null;
  unit: string | null;
  min: number | null;
  max: number | null;
  step: number | null;
  maxLength: number | null;
  position: number;
  categoryId: number | null;
  conditions: readonly Condition[];
  answers: readonly CatalogueAnswer[];
}

export interface CatalogueStep {
  id: number;
  key: string;
  title: LocalizedText;
  position: number;
  conditions: readonly Condition[];
  questions: readonly CatalogueQuestion[];
}

export interface CatalogueCategory {
  id: number;
  key: string;
  title: LocalizedText;
  depth: number;
  parentId: number | null;
  condition: Condition | null;
}

export interface CatalogueInconsistencyCategory {
  id: number;
  key: string;
  title: LocalizedText;
}

export interface CataloguePreset {
  id: number;
  key: string;
  title: LocalizedText;
  position: number;
  answers: Answers;
}

/** A CEL program compiled once; it throws on evaluation errors. */
export type CelProgram = (context: Record<string, unknown>) => unknown;

export interface CatalogueRule {
  key: string;
  stepId: number;
  categoryId: number;
  blocking: boolean;
  reason: LocalizedText;
  when: CelProgram;
}

export interface CataloguePriceLine {
  code: string;
  designation: LocalizedText;
  when: CelProgram | null;
  quantity: CelProgram | null;
  /** Unit price in cents, or a grid of bands over a number question. */
  unitCents: number | null;
  grid: { questionKey: string; bands: readonly { upTo: number | null; unitCents: number }[] } | null;
  discountable: boolean;
}

export interface CatalogueEcoLine {
  code: string;
  designation: LocalizedText;
  when: CelProgram | null;
  quantity: CelProgram | null;
  unitCents: number;
}

/** A priced line as a test case expects it: money in cents, like `PricedLine`. */
export interface ExpectedLine {
  code: string;
  /** Rounded to two decimals. */
  quantity: number;
  unitCents: number;
  amountCents: number;
}

/** What a test case expects, in the engine's units (the document's `expected`, amounts in cents). */
export interface TestCaseExpectation {
  lines: readonly ExpectedLine[];
  totalCents: number;
  inconsistencies: readonly { key: string; blocking: boolean }[];
}

/** A test case of the family (`testCases` of the document): answers by id, as a quote saves them. */
export interface CatalogueTestCase {
  key: string;
  title: LocalizedText | null;
  /** Its index in the document's `testCases`. */
  position: number;
  /** The answers the case is run with: those its pool gives through the bindings, then its own (which win). */
  answers: Answers;
  /** The pool the case names, or null. */
  pool: PoolMeasures | null;
  /** The question keys whose answer came from the pool (none of the case's own). */
  fromPool: readonly string[];
  expected: TestCaseExpectation;
}

/** A question's `fromPool` binding compiled: its CEL over `pool` (engine/pool/pool-binding.ts). */
export interface CataloguePoolBinding {
  questionId: number;
  questionKey: string;
  source: string;
  program: CelProgram;
}

export interface Catalogue {
  key: string;
  title: LocalizedText;
  description: LocalizedText | null;
  image: string | null;
  position: number;
  /** The form steps, in order. */
  steps: readonly CatalogueStep[];
  questions: readonly CatalogueQuestion[];
  stepsById: ReadonlyMap<number, CatalogueStep>;
  questionsById: ReadonlyMap<number, CatalogueQuestion>;
  questionsByKey: ReadonlyMap<string, CatalogueQuestion>;
  answersById: ReadonlyMap<number, CatalogueAnswer>;
  categories: readonly CatalogueCategory[];
  categoriesById: ReadonlyMap<number, CatalogueCategory>;
  inconsistencyCategories: readonly CatalogueInconsistencyCategory[];
  presets: readonly CataloguePreset[];
  rules: readonly CatalogueRule[];
  pricing: readonly CataloguePriceLine[];
  eco: readonly CatalogueEcoLine[];
  testCases: readonly CatalogueTestCase[];
  /** The questions' `fromPool` bindings, in the order of the questions. */
  poolBindings: readonly CataloguePoolBinding[];
  /** The document it was compiled from. */
  document: FamilyDocument;
}
