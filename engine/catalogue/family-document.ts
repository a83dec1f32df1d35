/**
 * The shape of a family file of the step DSL, as `schemas/step-dsl.schema.json`
 * describes it. A document is checked against that schema before it is read
 * with these types (see `checkFamilyDocument`).
 */
import type { Locale } from '../constants.ts';
import type { PoolConstruction, PoolShape, StairsSide, StairsType } from '../pool/pool-measures.ts';

/** A label in each interface language; `en` is required (it is the fallback). */
export type LocalizedText = { en: string } & Partial<Record<Locale, string>>;

/** Matches when the saved answers of `question` include `answer`. */
export interface DocCondition {
  question: string;
  answer: string;
}

export interface DocAnswer {
  key: string;
  title: LocalizedText;
  image?: string;
  visibleWhen?: DocCondition[];
}

export type QuestionType = 'single' | 'multiple' | 'number' | 'text' | 'boolean';

export interface DocQuestion {
  key: string;
  type: QuestionType;
  title: LocalizedText;
  help?: LocalizedText;
  image?: string;
  required?: boolean;
  category?: string;
  visibleWhen?: DocCondition[];
  /** single: an answer key; multiple: answer keys; number, text, boolean: the value. */
  default?: string | string[] | number | boolean;
  answers?: DocAnswer[];
  unit?: string;
  min?: number;
  max?: number;
  step?: number;
  maxLength?: number;
  /** The answer a pool gives this question: CEL over `pool` (issue 32, engine/pool/pool-binding.ts). */
  fromPool?: string;
}

export interface DocStep {
  id: number;
  key: string;
  title: LocalizedText;
  visibleWhen?: DocCondition[];
  questions: DocQuestion[];
}

export interface DocCategory {
  key: string;
  title: LocalizedText;
  parent?: string;
  when?: DocCondition;
}

export interface DocInconsistencyCategory {
  key: string;
  title: LocalizedText;
}

export type DocPresetValue = string | number | boolean | string[];

export interface DocPreset {
  key: string;
  title: LocalizedText;
  answers: Record<string, DocPresetValue>;
}

/** The product team's explanation of a rule or a price line (one language, never shown to customers; the engine ignores it). */
export type DocNote = string;

export interface DocRule {
  key: string;
  note?: DocNote;
  step: string;
  category: string;
  blocking: boolean;
  when: string;
  reason: LocalizedText;
}

export interface DocBand {
  upTo?: number;
  unitPrice: number;
}

export interface DocPriceLine {
  code: string;
  note?: DocNote;
  designation: LocalizedText;
  when?: string;
  quantity?: string;
  unitPrice?: number;
  grid?: { dimension: string; bands: DocBand[] };
  discountable?: boolean;
}

export interface DocEcoLine {
  code: string;
  designation: LocalizedText;
  when?: string;
  quantity?: string;
  amount: number;
}

/** A price line a test case expects, amounts in EUR ex VAT like the price lines' `unitPrice`. */
export interface DocExpectedLine {
  code: string;
  /** Rounded to two decimals, as priced. */
  quantity: number;
  unitPrice: number;
  /** quantity x unitPrice rounded to the cent. */
  amount: number;
}

export interface DocExpectedInconsistency {
  key: string;
  blocking: boolean;
}

/** What a test case's answers must give (see `TEST_CASE_PRICING` for the pricing context). */
export interface DocTestCaseExpectation {
  /** Product lines then eco-participation lines, as priced. */
  lines: DocExpectedLine[];
  /** Sum of the lines: the list total ex VAT in EUR, eco-participation included. */
  total: number;
  /** Every inconsistency the answers raise, over all steps. */
  inconsistencies: DocExpectedInconsistency[];
}

/** A test case's pool: the pool fields, the construction, depths, stairs and free-form dimensions optional (none when left out). */
export interface DocPool {
  shape: PoolShape;
  length_m: number;
  width_m: number;
  construction?: PoolConstruction;
  shallow_depth_m?: number | null;
  deep_depth_m?: number | null;
  stairs?: { type: StairsType; side?: StairsSide | null; width_m?: number | null; depth_m?: number | null };
  free_form_dimensions?: { label: string; value_m: number }[];
}

/** A saved answer set with the price and inconsistencies it must keep giving. */
export interface DocTestCase {
  key: string;
  title?: LocalizedText;
  /** A pool whose bindings give answers; the case's own answers win. */
  pool?: DocPool;
  answers: Record<string, DocPresetValue>;
  expected: DocTestCaseExpectation;
}

export interface FamilyDocument {
  family: string;
  position?: number;
  title: LocalizedText;
  description?: LocalizedText;
  image?: string;
  inconsistencyCategories?: DocInconsistencyCategory[];
  categories?: DocCategory[];
  steps: DocStep[];
  presets?: DocPreset[];
  rules?: DocRule[];
  pricing?: DocPriceLine[];
  eco?: DocEcoLine[];
  testCases?: DocTestCase[];
}
