/**
 * The headless configurator engine: pure TypeScript, no React, DOM or I/O.
 * The React layer imports this index only.
 */
export * from './constants.ts';
export type * from './catalogue/family-document.ts';
export type * from './catalogue/catalogue.types.ts';
export { compileCheckedFamily, type CompileOptions, type CompileResult } from './catalogue/compile-family.ts';
export { compileFamily } from './catalogue/compile-document.ts';
export { FamilyYamlReader } from './catalogue/family-yaml-edits.ts';
export { reviewFamily } from './catalogue/review-family.ts';
export {
  documentAnswers,
  expectedOutcome,
  runTestCase,
  runTestCases,
  TEST_CASE_PRICING,
  type TestCaseDifference,
  type TestCaseDifferenceKind,
  type TestCaseResult,
} from './catalogue/test-cases.ts';
export { DEFAULT_REACHABILITY_TRIES, findUnreachable, type ReachabilityOptions, type UnreachableItem } from './catalogue/reachability.ts';
export { differenceMessage, domainProblemMessage, TEST_BENCH_MESSAGES, unreachableMessage, type TestBenchMessageCode } from './catalogue/test-bench-texts.ts';
export { findDomainProblems, type DomainProblem, type QuantityError } from './catalogue/domain-checks.ts';
export { formulaChecker, type ExpectedCelType, type FormulaCheck, type FormulaChecker } from './catalogue/check-formula.ts';
export { catalogueIdKeys, sequentialIds, type CatalogueIdKind, type IdAllocator } from './catalogue/catalogue-ids.ts';
export type { CatalogueIssue, CatalogueIssueCode } from './catalogue/catalogue-issues.ts';
export { localize, localizeOptional } from './catalogue/localize.ts';
export { diffFamilies, sameValue, type FamilyChange, type FamilyChangeKind } from './catalogue/diff-families.ts';
export { familyLabels, isMissing, missingCounts, type FamilyLabel, type LabelField, type LabelKind } from './catalogue/family-labels.ts';
export { acceptedAnswers, publishImpact, type CurrencyImpact, type ImpactQuote, type KeyImpact, type PublishImpact, type PublishImpactInput } from './catalogue/publish-impact.ts';
export { withoutNotes } from './catalogue/family-notes.ts';
export {
  FAMILY_YAML_HEADER,
  createFamilyYamlCache,
  familyToYaml,
  type FamilyYamlCache,
  lineOfPointer,
  MAX_YAML_ALIASES,
  MAX_YAML_DEPTH,
  parseFamilyYaml,
  pointerLocator,
  type FamilyYamlIssue,
  type FamilyYamlIssueCode,
  type FamilyYamlResult,
} from './catalogue/family-yaml.ts';
export {
  conditionMatches,
  isAnswered,
  isQuestionVisible,
  isShown,
  isStepVisible,
  stepHasData,
  visibleAnswers,
  visibleFormSteps,
  visibleQuestions,
} from './answers/visibility.ts';
export { celContext } from './answers/cel-context.ts';
export { shownDefault, withStepDefaults } from './answers/step-defaults.ts';
export { formatAnswer, formatNumber, quoteHighlights, summariseAnswers, type QuoteHighlights, type SummaryItem, type SummaryStep } from './answers/quote-summary.ts';
export { checkAnswers, incompleteSteps, type AnswerIssue, type AnswerIssueCode, type CheckAnswersOptions } from './answers/check-answers.ts';
export { buildStepSchema, RADIO_MAX_OPTIONS } from './step-schema/build-step-schema.ts';
export { applyStepFormData, stepFormData } from './step-schema/step-form-data.ts';
export { checkStepData, type StepDataError } from './step-schema/check-step-data.ts';
export type * from './step-schema/step-form.types.ts';
export { evaluateRules, type Inconsistency, type InconsistencyResult } from './rules/evaluate-rules.ts';
export { checkInconsistencies } from './rules/check-inconsistencies.ts';
export {
  ECO_PARTICIPATION_COUNTRY,
  ECO_PARTICIPATION_FROM,
  ecoParticipationApplies,
  priceQuote,
  type PricedLine,
  type PricingContext,
  type PricingResult,
} from './pricing/price-quote.ts';
export { pricingErrorMessage } from './pricing/pricing-texts.ts';
export { drawPoolPlan, type PoolPlan } from './plan/draw-pool-plan.ts';
export {
  BASE_CURRENCY,
  calculate,
  convertCents,
  linesInCurrency,
  percentOf,
  publicTotalCents,
  SUPPORTED_CURRENCIES,
  type Calculation,
  type CalculationLine,
  type CalculationResult,
  type CalculationSettings,
  type QuoteMoney,
} from './pricing/calculation.ts';
export { pricedFor, type QuoteParties } from './pricing/priced-for.ts';
export { basisPoints, percentOfBasisPoints } from './pricing/basis-points.ts';
export { defaultVat, isReverseCharge, SELLER_COUNTRY, standardVatRateBp, type VatDefault } from './pricing/vat.ts';
export {
  customiseQuote,
  offerVatRateBp,
  type CustomisationTerms,
  type CustomisedLine,
  type CustomisedLineKind,
  type CustomisedQuote,
  type ExtraLine,
  type SimplifiedTitles,
} from './pricing/customised-quote.ts';
export { DEFAULT_VALIDITY, validityEnd, type ValidityUnit } from './pricing/offer-validity.ts';
export { CALCULATION_STEP, CLOSING_STEPS, CUSTOMISE_STEP, REFERENCE_STEP, specialStep, VALIDATE_STEP, type SpecialStep, type StepType } from './machine/special-steps.ts';
export {
  applyInconsistencyCheck,
  holdsSpecialStepsBack,
  isCheckedStep,
  NO_STEP_STATES,
  specialStepsAllowed,
  UNCHECKED_STEP_IDS,
  type CheckedInconsistency,
  type InconsistencyCheckOutcome,
  type StepState,
  type StepStates,
} from './machine/step-states.ts';
export {
  allSteps,
  canEnterStep,
  checkedVisibleSteps,
  describeSteps,
  isStepDisabled,
  neighbourStep,
  nextStep,
  previousStep,
  startStep,
  visibleStepIds,
  type NavigationState,
  type StepDefinition,
  type StepListItem,
} from './machine/step-navigation.ts';
export { quoteBuilderMachine, type QuoteBuilderMachine } from './machine/quote-builder-machine.ts';
export { SAVE_FAILED } from './machine/quote-builder-steps.ts';
export type {
  CheckStepsInput,
  CheckStepsOutput,
  InconsistencyReview,
  QuoteBuilderActors,
  QuoteBuilderContext,
  QuoteBuilderEvent,
  QuoteBuilderInput,
  SaveAnswersInput,
  SaveAnswersOutput,
  SaveError,
  PredictCheck,
  StepMove,
} from './machine/quote-builder.types.ts';
export { CATALOGUE_MESSAGES, catalogueIssueMessage, catalogueMessage, type CatalogueMessageCode, type ServerCatalogueCode } from './catalogue/issue-texts.ts';
export {
  MAX_FREE_FORM_DIMENSIONS,
  POOL_CONSTRUCTIONS,
  POOL_SHAPES,
  poolOf,
  STAIRS_SIDES,
  STAIRS_TYPES,
  type FreeFormDimension,
  type PoolConstruction,
  type PoolMeasures,
  type PoolShape,
  type PoolStairs,
  type StairsSide,
  type StairsType,
} from './pool/pool-measures.ts';
export { answersFromPool, type AnswersFromPool, type AnswersFromPoolOptions, type PoolSkip, type PoolSkipReason, type PoolValue } from './pool/answers-from-pool.ts';
export { samplePools } from './pool/pool-binding-checks.ts';
export { POOL_SKIP_TEXTS, poolSkipMessage } from './pool/pool-texts.ts';
export {
  defaultPoolUnit,
  newPoolTable,
  POOL_FIELD_VALUES,
  POOL_KEYED_FIELDS,
  POOL_MEASURE_FIELDS,
  POOL_UNITS,
  poolFormKinds,
  poolTableCombinations,
  readPoolBinding,
  writePoolBinding,
  type PoolBindingForm,
  type PoolKeyedField,
  type PoolMeasureField,
  type PoolTableAnswer,
  type PoolTableRow,
  type PoolUnit,
} from './pool/pool-binding-form.ts';
