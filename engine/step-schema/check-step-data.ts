/**
 * Checks data against the JSON Schemas the engine itself builds for the step
 * forms (build-step-schema.ts): an object of required properties, each an
 * integer chosen among `oneOf` constants, an array of unique such integers, a
 * number with minimum / maximum / multipleOf, a string with maxLength, or a
 * boolean. The browser checks its forms with this instead of compiling every
 * schema with Ajv (Ajv's compiler is a fifth of the builder's JavaScript);
 * the errors read as Ajv's (`allErrors`, the same keywords, parameters, paths
 * and messages), so RJSF and the app's messages take them unchanged, and a
 * test holds it to Ajv on every step of every family.
 *
 * RJSF adds `anyOf` and `allOf` of its own when it matches data to a schema
 * (getFirstMatchingOption requires one of an object's properties): those
 * are checked too. A keyword outside this subset throws: a schema the engine
 * does not build is a mistake to fix here, not data to let through.
 */

/** One error, shaped as Ajv reports it. */
export interface StepDataError {
  /** JSON pointer of the value, '' for the form itself, e.g. '/width' or '/options/1'. */
  instancePath: string;
  /** JSON pointer of the keyword in the schema, e.g. '#/properties/width/maximum'. */
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message: string;
  /** The schema holding the keyword. */
  parentSchema: SchemaNode;
}

/** A schema (or sub-schema) the engine builds for a step form. */
export type SchemaNode = Readonly<Record<string, unknown>>;

/** Keywords that say nothing about validity (annotations). */
const ANNOTATIONS = new Set(['title', 'description', 'default', '$schema', '$id']);
const CHECKED = new Set(['type', 'required', 'properties', 'oneOf', 'anyOf', 'allOf', 'const', 'items', 'uniqueItems', 'minimum', 'maximum', 'multipleOf', 'maxLength']);

/** Decimal places to which multipleOf is checked (RJSF's Ajv was given multipleOfPrecision 6 for 0.01 steps). */
const MULTIPLE_OF_PRECISION = 6;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function typeMatches(type: string, value: unknown): boolean {
  switch (type) {
    case 'object':
      return isObject(value);
    case 'array':
      return Array.isArray(value);
    case 'string':
      return typeof value === 'string';
    case 'boolean':
      return typeof value === 'boolean';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'null':
      return value === null;
    default:
      throw new Error(`check-step-data: type "${type}" is not one the step forms use`);
  }
}

/** Ajv's deep equality for JSON values (const, uniqueItems). */
function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => equal(item, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => key in b && equal(a[key], b[key]));
  }
  return false;
}

/** Ajv's check of multipleOf with a precision: the quotient is not further than the precision from a whole number (as Ajv, a quotient too large to tell passes). */
function isMultiple(value: number, step: number): boolean {
  const quotient = value / step;
  return !(Math.abs(Math.round(quotient) - quotient) > 10 ** -MULTIPLE_OF_PRECISION);
}

/** Characters as JSON Schema counts them: code points, not UTF-16 units. */
const lengthOf = (text: string) => [...text].length;

const pointer = (path: string, key: string | number) => `${path}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;

function check(schema: SchemaNode, value: unknown, instancePath: string, schemaPath: string, errors: StepDataError[]): void {
  const fail = (keyword: string, params: Record<string, unknown>, message: string, at = instancePath) =>
    errors.push({ instancePath: at, schemaPath: `${schemaPath}/${keyword}`, keyword, params, message, parentSchema: schema });
  for (const keyword of Object.keys(schema)) {
    if (!CHECKED.has(keyword) && !ANNOTATIONS.has(keyword)) throw new Error(`check-step-data: keyword "${keyword}" is not one the step forms use (${schemaPath})`);
  }
  if (typeof schema.type === 'string' && !typeMatches(schema.type, value)) {
    fail('type', { type: schema.type }, `must be ${schema.type}`);
  } else {
    if (isObject(value)) checkObject(schema, value, instancePath, schemaPath, errors, fail);
    if (Array.isArray(value)) checkArray(schema, value, instancePath, schemaPath, errors, fail);
    if (typeof value === 'number') checkNumber(schema, value, fail);
    if (typeof value === 'string' && typeof schema.maxLength === 'number' && lengthOf(value) > schema.maxLength) {
      fail('maxLength', { limit: schema.maxLength }, `must NOT have more than ${schema.maxLength} characters`);
    }
  }
  if ('const' in schema && !equal(value, schema.const)) fail('const', { allowedValue: schema.const }, 'must be equal to constant');
  if (Array.isArray(schema.oneOf)) checkOneOf(schema.oneOf as SchemaNode[], value, instancePath, schemaPath, errors, fail);
  if (Array.isArray(schema.anyOf)) checkAnyOf(schema.anyOf as SchemaNode[], value, instancePath, schemaPath, errors, fail);
  if (Array.isArray(schema.allOf)) (schema.allOf as SchemaNode[]).forEach((part, i) => check(part, value, instancePath, `${schemaPath}/allOf/${i}`, errors));
}

type Fail = (keyword: string, params: Record<string, unknown>, message: string, at?: string) => void;

function checkObject(schema: SchemaNode, value: Record<string, unknown>, instancePath: string, schemaPath: string, errors: StepDataError[], fail: Fail): void {
  for (const name of (schema.required as string[] | undefined) ?? []) {
    if (value[name] === undefined) fail('required', { missingProperty: name }, `must have required property '${name}'`);
  }
  const properties = (schema.properties as Record<string, SchemaNode> | undefined) ?? {};
  for (const [name, property] of Object.entries(properties)) {
    if (value[name] !== undefined) check(property, value[name], pointer(instancePath, name), `${schemaPath}/properties/${name}`, errors);
  }
}

function checkArray(schema: SchemaNode, value: unknown[], instancePath: string, schemaPath: string, errors: StepDataError[], fail: Fail): void {
  if (isObject(schema.items)) value.forEach((item, i) => check(schema.items as SchemaNode, item, pointer(instancePath, i), `${schemaPath}/items`, errors));
  if (schema.uniqueItems === true) {
    // Ajv reports the first duplicate found scanning from the end: items j and i, j < i
    for (let i = value.length - 1; i > 0; i--) {
      const j = value.findIndex((item, k) => k < i && equal(item, value[i]));
      if (j >= 0) {
        fail('uniqueItems', { i, j }, `must NOT have duplicate items (items ## ${j} and ${i} are identical)`);
        break;
      }
    }
  }
}

function checkNumber(schema: SchemaNode, value: number, fail: Fail): void {
  if (typeof schema.maximum === 'number' && !(value <= schema.maximum)) fail('maximum', { comparison: '<=', limit: schema.maximum }, `must be <= ${schema.maximum}`);
  if (typeof schema.minimum === 'number' && !(value >= schema.minimum)) fail('minimum', { comparison: '>=', limit: schema.minimum }, `must be >= ${schema.minimum}`);
  if (typeof schema.multipleOf === 'number' && !isMultiple(value, schema.multipleOf)) fail('multipleOf', { multipleOf: schema.multipleOf }, `must be multiple of ${schema.multipleOf}`);
}

function checkOneOf(options: SchemaNode[], value: unknown, instancePath: string, schemaPath: string, errors: StepDataError[], fail: Fail): void {
  const passing: number[] = [];
  const failures: StepDataError[] = [];
  options.forEach((option, i) => {
    const own: StepDataError[] = [];
    check(option, value, instancePath, `${schemaPath}/oneOf/${i}`, own);
    if (own.length === 0) passing.push(i);
    else failures.push(...own);
  });
  if (passing.length === 1) return;
  // like Ajv with allErrors: the options' own errors when none passes, then the oneOf error
  if (passing.length === 0) errors.push(...failures);
  fail('oneOf', { passingSchemas: passing.length === 0 ? null : passing.slice(0, 2) }, 'must match exactly one schema in oneOf');
}

function checkAnyOf(options: SchemaNode[], value: unknown, instancePath: string, schemaPath: string, errors: StepDataError[], fail: Fail): void {
  const failures: StepDataError[] = [];
  for (const [i, option] of options.entries()) {
    const own: StepDataError[] = [];
    check(option, value, instancePath, `${schemaPath}/anyOf/${i}`, own);
    if (own.length === 0) return;
    failures.push(...own);
  }
  errors.push(...failures);
  fail('anyOf', {}, 'must match a schema in anyOf');
}

/** Every error of `data` against `schema`, in Ajv's order and shape (none: valid). */
export function checkStepData(schema: SchemaNode, data: unknown): StepDataError[] {
  const errors: StepDataError[] = [];
  check(schema, data, '', '#', errors);
  return errors;
}
