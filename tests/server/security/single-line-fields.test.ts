/**
 * Line breaks only where several lines are meant (issue 14, case 7): every
 * text of a request body or query string of openapi.yaml refuses a line
 * break with 400 validation_failed naming the field in the caller's
 * language, except the multi-line texts listed below, which keep theirs. The
 * fields are read from the contract, so a new field is covered as it comes.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SINGLE_LINE_PATTERN } from '../../../server/http/single-line.ts';
import { validationMessage } from '../../../server/i18n/validation-messages.ts';
import { contractDocument, contractOperations, operationUrl, type ContractOperation } from '../helpers/contract-operations.ts';
import { auth, createTestServer, expectError, login, type TestServer } from '../helpers/test-server.ts';

type Schema = Record<string, unknown>;
/** A step from a body to a text: a property, an array item or a map entry. */
type Step = { property: string } | { item: true } | { entry: true };

interface TextField {
  operation: ContractOperation;
  /** `body.end_customer.name`, `body.extra_lines.0.designation`, `body.answers.1`. */
  where: string;
  steps: Step[];
  schema: Schema;
}

/** Texts meant to hold several lines (a TextArea on the screens), which keep their line breaks. */
const MULTI_LINE = new Set([
  'saveQuoteCustomisation body.introduction',
  'saveQuoteCustomisation body.body',
  'saveQuoteCustomisation body.payment_conditions',
  'saveQuoteCustomisation body.parameters_and_conditions',
  'confirmQuote body.reason',
  'updateOrder body.reason',
  'requestAccess body.message',
  'declineAccessRequest body.reason',
  'publishFamily body.note',
  'createProject body.notes',
  'createProject body.pool.notes',
  'updateProject body.notes',
  'updateProject body.pool.notes',
  'getProjectPoolImpact body.pool.notes',
  'saveProjectProposal body.introduction',
  'saveProjectProposal body.conditions',
  'republishFamilyVersion body.note',
]);

/** Secrets: compared with a hash, never shown or sent anywhere, taken as typed. */
const SECRETS = new Set([
  'login body.password',
  'confirmAccount body.password',
  'confirmAccount body.password_confirmation',
  'answerExternalClientRequest body.password',
  'deleteUser body.password',
]);

/** Query texts answered otherwise on purpose: a purchase order's path is 404 whatever is wrong with it. */
const OTHER_QUERY = new Set(['getOrderPurchaseOrder querystring.path']);

const resolve = (ref: string): Schema => {
  const name = /^#\/components\/schemas\/(.+)$/.exec(ref)?.[1];
  const schema = name ? contractDocument.components.schemas[name] : undefined;
  if (!schema) throw new Error(`unresolved ${ref}`);
  return schema as Schema;
};

/** Every text (a string schema that is not an enum, a binary or a date) reachable from `schema`. */
function texts(schema: unknown, where: string, steps: Step[], found: Omit<TextField, 'operation'>[], seen: string[] = []): void {
  if (typeof schema !== 'object' || schema === null) return;
  const node = schema as Schema;
  if (typeof node.$ref === 'string') {
    if (seen.includes(node.$ref)) return;
    texts(resolve(node.$ref), where, steps, found, [...seen, node.$ref]);
  }
  const types = ([] as unknown[]).concat(node.type ?? []);
  if (types.includes('string') && node.enum === undefined && node.const === undefined && !['binary', 'date', 'date-time'].includes(node.format as string)) {
    found.push({ where, steps, schema: node });
  }
  for (const [key, value] of Object.entries((node.properties as Schema | undefined) ?? {})) texts(value, `${where}.${key}`, [...steps, { property: key }], found, seen);
  if (typeof node.additionalProperties === 'object') texts(node.additionalProperties, `${where}.1`, [...steps, { entry: true }], found, seen);
  if (node.items) texts(node.items, `${where}.0`, [...steps, { item: true }], found, seen);
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) for (const branch of (node[key] as unknown[] | undefined) ?? []) texts(branch, where, steps, found, seen);
}

function bodyTexts(mediaType: string): TextField[] {
  return contractOperations.flatMap((operation) => {
    const schema = operation.bodySchemas[mediaType];
    if (!schema) return [];
    const found: Omit<TextField, 'operation'>[] = [];
    texts(schema, 'body', [], found);
    // a text reachable twice (allOf, anyOf) is one field
    return [...new Map(found.map((field) => [field.where, { ...field, operation }])).values()];
  });
}

interface QueryText {
  operation: ContractOperation;
  name: string;
  schema: Schema;
}

function queryTexts(): QueryText[] {
  const parameters = (contractDocument as unknown as { components: { parameters: Record<string, Schema> } }).components.parameters;
  const paths = contractDocument.paths as unknown as Record<string, Record<string, { operationId?: string; parameters?: Schema[] }>>;
  const found: QueryText[] = [];
  for (const item of Object.values(paths)) {
    for (const raw of Object.values(item)) {
      if (!raw?.operationId) continue;
      const operation = contractOperations.find((o) => o.operationId === raw.operationId)!;
      for (const declared of raw.parameters ?? []) {
        const parameter = typeof declared.$ref === 'string' ? parameters[declared.$ref.split('/').pop()!]! : declared;
        const schema = parameter.schema as Schema;
        const textual = schema.type === 'string' && schema.enum === undefined && schema.format === undefined && schema.$ref === undefined;
        if (parameter.in === 'query' && textual) found.push({ operation, name: parameter.name as string, schema });
      }
    }
  }
  return found;
}

const label = (field: { operation: ContractOperation; where: string }) => `${field.operation.operationId} ${field.where}`;
const jsonTexts = bodyTexts('application/json');
const singleLine = jsonTexts.filter((field) => !MULTI_LINE.has(label(field)) && !SECRETS.has(label(field)));

/** A body holding `value` at the field's place and nothing else. */
function bodyWith(steps: Step[], value: unknown): unknown {
  const [step, ...rest] = steps;
  if (!step) return value;
  if ('property' in step) return { [step.property]: bodyWith(rest, value) };
  if ('item' in step) return [bodyWith(rest, value)];
  return { 1: bodyWith(rest, value) };
}

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);

describe('single-line texts in openapi.yaml', () => {
  it('the lists of exceptions name fields that exist', () => {
    const labels = new Set(jsonTexts.map(label));
    expect([...MULTI_LINE, ...SECRETS].filter((name) => !labels.has(name))).toEqual([]);
    expect(singleLine.length).toBeGreaterThan(60);
  });

  it('every single-line text of a request body refuses CR, LF, U+2028, tab and other control characters', () => {
    const accepted: string[] = [];
    for (const field of singleLine) {
      const validate = ajv.compile(field.schema);
      for (const value of ['a\nb', 'a\rb', 'a\u2028b', 'a\u0085b', 'a\tb', 'a\u001bb']) {
        if (validate(value)) accepted.push(`${label(field)} ${JSON.stringify(value)}`);
      }
    }
    expect(accepted).toEqual([]);
  });

  it('every single-line text of a query string refuses line breaks (the purchase order path aside)', () => {
    const accepted = queryTexts()
      .filter((query) => !OTHER_QUERY.has(`${query.operation.operationId} querystring.${query.name}`))
      .filter((query) => ajv.compile(query.schema)('a\nb'))
      .map((query) => `${query.operation.operationId} ${query.name}`);
    expect(accepted).toEqual([]);
  });

  it('the multi-line texts keep their line breaks', () => {
    const refused = jsonTexts.filter((field) => MULTI_LINE.has(label(field)) && !ajv.compile(field.schema)('first line\r\nsecond line\n\nthird')).map(label);
    expect(refused).toEqual([]);
  });

  it('the multipart order reference is single-line too (its form is read by the server: checked below)', () => {
    const fields = bodyTexts('multipart/form-data').map(label);
    expect(fields).toEqual(['validateQuote body.order_reference']);
  });
});

describe('line breaks sent to the server', () => {
  let server: TestServer;
  let staff: string;
  const oneLine = validationMessage('pattern', { pattern: SINGLE_LINE_PATTERN }, 'fr');

  beforeAll(async () => {
    server = await createTestServer({ rateLimitPerMinute: 1_000_000 });
    staff = await login(server.app, 'demo.staff'); // French, every permission: the body is checked, not the caller
  });
  afterAll(() => server?.close());

  const params = (operation: ContractOperation) => Object.fromEntries([...operation.path.matchAll(/\{([A-Za-z]+)\}/g)].map(([, name]) => [name!, name === 'stepId' ? 2 : 1]));

  it('says, in French, "on one line" of the contract pattern', () => {
    expect(oneLine).toBe('Doit tenir sur une seule ligne, sans retour à la ligne ni caractère de contrôle');
  });

  it('are refused in every single-line text of every JSON body with 400 validation_failed naming the field in French', async () => {
    const wrong: string[] = [];
    for (const field of singleLine) {
      const response = await server.app.inject({
        method: field.operation.method,
        url: operationUrl(field.operation, params(field.operation)),
        headers: field.operation.secured ? auth(staff) : {},
        payload: bodyWith(field.steps, 'Dupont\nBcc: attacker@example.com') as object,
      });
      const details = response.statusCode === 400 ? ((response.json() as { error: { details?: { path: string; code: string; message: string }[] } }).error.details ?? []) : [];
      const own = details.filter((d) => d.path === field.where);
      // a text with its own stricter pattern or format says so; the others say "on one line"
      const hasSingleLinePattern = field.schema.pattern === SINGLE_LINE_PATTERN;
      const named = hasSingleLinePattern ? own.some((d) => d.code === 'pattern' && d.message === oneLine) : own.length > 0;
      if (!named) wrong.push(`${label(field)}: ${response.statusCode} ${JSON.stringify(own)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('are refused in the query string, naming the parameter in French', async () => {
    const wrong: string[] = [];
    for (const query of queryTexts().filter((q) => !OTHER_QUERY.has(`${q.operation.operationId} querystring.${q.name}`))) {
      const response = await server.app.inject({
        method: query.operation.method,
        url: operationUrl(query.operation, params(query.operation), { [query.name]: 'a\nb' }),
        headers: query.operation.secured ? auth(staff) : {},
      });
      const details = response.statusCode === 400 ? ((response.json() as { error: { details?: { path: string; message: string }[] } }).error.details ?? []) : [];
      const own = details.filter((d) => d.path === `querystring.${query.name}`);
      // a parameter with its own stricter pattern says so; the others say "on one line"
      const named = query.schema.pattern === SINGLE_LINE_PATTERN ? own.some((d) => d.message === oneLine) : own.length > 0;
      if (!named) wrong.push(`${query.operation.operationId} ${query.name}: ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('are refused in the order reference of the validation form, with the quote left a draft', async () => {
    const id = await newQuote();
    const boundary = '----single-line';
    const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const response = await server.app.inject({
      method: 'POST',
      url: `/api/v1/quote/${id}/validation`,
      headers: { ...auth(staff), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `${field('accept_terms', 'true')}${field('order_reference', 'PO-1\nBcc: attacker@example.com')}--${boundary}--\r\n`,
    });
    const body = expectError(response, 400, 'validation_failed');
    expect(body.error.details).toEqual([{ path: 'body.order_reference', code: 'pattern', message: oneLine }]);
    const quote = await server.app.inject({ method: 'GET', url: `/api/v1/quote/${id}`, headers: auth(staff) });
    expect((quote.json() as { data: { state: string } }).data.state).toBe('draft');
  });

  it('are kept in the multi-line texts of the customisation, while its single-line texts refuse them', async () => {
    const id = await newQuote();
    const multi = { introduction: 'Madame,\nMonsieur,', body: 'Ligne 1\r\nLigne 2\n\nLigne 4', payment_conditions: '30 %\n70 % à la livraison', parameters_and_conditions: 'A\nB' };
    const saved = await server.app.inject({ method: 'POST', url: `/api/v1/quote/${id}/customisation`, headers: auth(staff), payload: multi });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await server.app.inject({ method: 'GET', url: `/api/v1/quote/${id}/customisation`, headers: auth(staff) });
    expect((read.json() as { data: Record<string, unknown> }).data).toMatchObject(multi);

    const refused = await server.app.inject({ method: 'POST', url: `/api/v1/quote/${id}/customisation`, headers: auth(staff), payload: { ...multi, created_by: 'Jean\nBcc: x@example.com' } });
    expect(expectError(refused, 400, 'validation_failed').error.details).toEqual([{ path: 'body.created_by', code: 'pattern', message: oneLine }]);
  });

  it('are kept in an access request message', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/access-requests',
      payload: { company: 'Piscines Dupont', contact_name: 'Jeanne Dupont', email: 'jeanne@example.com', country_code: 'FR', message: 'Bonjour,\nnous aimerions un compte.' },
    });
    expect(response.statusCode, response.body).toBe(202);
  });

  async function newQuote(): Promise<number> {
    const families = await server.app.inject({ method: 'GET', url: '/api/v1/family', headers: auth(staff) });
    const familyId = (families.json() as { data: { id: number }[] }).data[0]!.id;
    const created = await server.app.inject({ method: 'POST', url: '/api/v1/quote', headers: auth(staff), payload: { family_id: familyId } });
    expect(created.statusCode, created.body).toBe(201);
    return (created.json() as { data: { id: number } }).data.id;
  }
});
