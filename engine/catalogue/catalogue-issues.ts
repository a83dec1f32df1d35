/**
 * What is wrong with a family document: one entry per error, with its
 * location as a JSON Pointer into the document. The engine returns these as
 * data and never throws for a broken document.
 */

export type CatalogueIssueCode =
  | 'schema'
  | 'duplicate_key'
  | 'duplicate_id'
  | 'first_step_id'
  | 'reserved_key'
  | 'unknown_question'
  | 'unknown_answer'
  | 'not_a_choice_question'
  | 'unknown_category'
  | 'unknown_parent'
  | 'unknown_step'
  | 'unknown_inconsistency_category'
  | 'invalid_default'
  | 'invalid_range'
  | 'cel_syntax'
  | 'cel_unknown_key'
  | 'cel_type'
  | 'cel_matches'
  | 'cel_too_costly'
  | 'family_too_costly'
  | 'grid_dimension'
  | 'grid_bands'
  | 'preset_unknown_question'
  | 'preset_unknown_answer'
  | 'preset_invalid_value'
  | 'test_case_unknown_question'
  | 'test_case_unknown_answer'
  | 'test_case_invalid_value'
  | 'stairs_wider_than_pool'
  | 'pool_binding_unknown_name'
  | 'pool_binding_type'
  | 'pool_binding_never_valid';

export interface CatalogueIssue {
  /** JSON Pointer into the document, e.g. `/steps/1/questions/0/key`. */
  path: string;
  code: CatalogueIssueCode;
  params: Record<string, string | number>;
  /** The error in English, for logs, the import command and API details. */
  message: string;
}

/** Builds a JSON Pointer from path segments. */
export function pointer(...segments: (string | number)[]): string {
  return segments.map((s) => `/${String(s).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');
}

const TEMPLATES: Record<CatalogueIssueCode, string> = {
  schema: '{detail}',
  duplicate_key: '{kind} key "{key}" is used twice',
  duplicate_id: 'step id {id} is used twice',
  first_step_id: 'the first form step must have id 1 (it chooses the product variant), not {id}',
  reserved_key: '"{key}" is reserved and cannot be used as a {kind} key',
  unknown_question: 'unknown question "{question}"',
  unknown_answer: 'question "{question}" has no answer "{answer}"',
  not_a_choice_question: 'question "{question}" is not a single or multiple choice',
  unknown_category: 'unknown category "{category}"',
  unknown_parent: 'the parent category "{parent}" must be declared before "{key}"',
  unknown_step: 'unknown step "{step}"',
  unknown_inconsistency_category: 'unknown inconsistency category "{category}"',
  invalid_default: 'the default value does not fit question "{question}": {detail}',
  invalid_range: 'min ({min}) is greater than max ({max})',
  cel_syntax: 'the expression does not parse: {detail}',
  cel_unknown_key: 'the expression names an unknown question: {detail}',
  cel_type: 'the expression does not type-check: {detail}',
  cel_matches: 'matches() is not available (a regular expression can take exponential time on an answer): use contains(), startsWith(), endsWith() or size()',
  cel_too_costly: 'the expression may take too long to evaluate (estimated cost {cost}, at most {limit}): nest fewer exists/all/map/filter, or range over shorter lists',
  family_too_costly: 'the family\'s expressions together may take too long to evaluate (estimated cost {cost}, at most {limit}): simplify the costliest rules and formulas',
  grid_dimension: 'the grid dimension "{question}" must be a number question',
  grid_bands: 'grid bands must rise strictly, and only the last one may have no upper bound',
  preset_unknown_question: 'preset "{preset}" names an unknown question "{question}"',
  preset_unknown_answer: 'preset "{preset}" gives question "{question}" an unknown answer "{answer}"',
  preset_invalid_value: 'preset "{preset}" gives question "{question}" a value that does not fit: {detail}',
  test_case_unknown_question: 'test case "{case}" names an unknown question "{question}"',
  test_case_unknown_answer: 'test case "{case}" gives question "{question}" an unknown answer "{answer}"',
  test_case_invalid_value: 'test case "{case}" gives question "{question}" a value that does not fit: {detail}',
  stairs_wider_than_pool: 'stairs ("{question}") wider than the pool ("{pool}") raise no blocking inconsistency: add a rule that stops them',
  pool_binding_unknown_name:
    'the pool binding of "{question}" reads "{name}", which the pool does not have: it has pool.shape, length_m, width_m, shallow_depth_m, deep_depth_m, stairs.type, stairs.side, stairs.width_m, stairs.depth_m, construction and free_form_dimensions',
  pool_binding_type: 'the pool binding of "{question}" gives {got}, where the question takes {expected}',
  pool_binding_never_valid: 'no pool gives question "{question}" an answer it accepts through its binding: the sample pools give {values}',
};

/** Creates an issue with its English message. */
export function issue(path: string, code: CatalogueIssueCode, params: Record<string, string | number> = {}): CatalogueIssue {
  const message = TEMPLATES[code].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
  return { path, code, params, message };
}
