/**
 * The operations `npm run bench:api` loads, prepared on a running server
 * through the API itself: a demo user's token, then one request per operation.
 */
import type { Target } from './load.ts';

/** The quote the write scenario saves, and the two answer maps it alternates. */
export interface SavedQuote {
  id: number;
  answers: [AnswerMap, AnswerMap];
}

export interface Scenario {
  /** The operationId, and what it works on when that matters. */
  operation: string;
  kind: 'read' | 'write';
  target: Target;
}

/** A JSON call that must answer 2xx; returns `data`. */
export async function call<T>(baseUrl: string, method: string, url: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** Signs in as the demo user (README "Demo logins"). */
export async function demoToken(baseUrl: string): Promise<string> {
  const data = await call<{ access_token: string }>(baseUrl, 'POST', '/auth/login', null, {
    identifier: 'demo.user',
    password: 'demo1234',
    accept_terms: true,
  });
  return data.access_token;
}

type AnswerMap = Record<string, unknown>;

/** The longest preset of any family: the most complete answer set the catalogue offers. */
export async function richestPreset(baseUrl: string, token: string): Promise<{ familyId: number; answers: AnswerMap }> {
  const families = await call<{ id: number }[]>(baseUrl, 'GET', '/family', token);
  let best: { familyId: number; answers: AnswerMap } | null = null;
  for (const family of families) {
    for (const preset of await call<{ answers: AnswerMap }[]>(baseUrl, 'GET', `/family/${family.id}/preset`, token)) {
      if (!best || Object.keys(preset.answers).length > Object.keys(best.answers).length) best = { familyId: family.id, answers: preset.answers };
    }
  }
  if (!best) throw new Error('no family preset in the demo data');
  return best;
}

/** Two answer maps that differ by one boolean answer, for updateQuote. */
function oneAnswerApart(answers: AnswerMap): [AnswerMap, AnswerMap] {
  const key = Object.keys(answers).find((id) => typeof answers[id] === 'boolean');
  if (!key) throw new Error('the preset has no boolean answer to change');
  return [answers, { ...answers, [key]: !answers[key] }];
}

/** Every operation measured, ready to load; quote ones on a quote holding a complete preset. */
export async function scenarios(baseUrl: string): Promise<{ operations: Scenario[]; saved: SavedQuote }> {
  const token = await demoToken(baseUrl);
  const headers = { authorization: `Bearer ${token}` };
  const api = (url: string) => `${baseUrl}/api/v1${url}`;
  const preset = await richestPreset(baseUrl, token);
  const quote = await call<{ id: number }>(baseUrl, 'POST', '/quote', token, { family_id: preset.familyId });
  await call(baseUrl, 'PUT', `/quote/${quote.id}`, token, { answers: preset.answers });
  const [answers, changed] = oneAnswerApart(preset.answers);
  const operations: Scenario[] = [
    { operation: 'getAccount', kind: 'read', target: { url: api('/account'), headers } },
    { operation: 'listQuestions', kind: 'read', target: { url: api(`/question?family_id=${preset.familyId}`), headers } },
    { operation: 'calculateQuote', kind: 'read', target: { url: api(`/quote/${quote.id}/calculate`), headers } },
    { operation: 'listQuoteInconsistencies', kind: 'read', target: { url: api(`/quote/${quote.id}/inconsistency`), headers } },
    {
      operation: 'updateQuote',
      kind: 'write',
      target: { url: api(`/quote/${quote.id}`), method: 'PUT', headers, bodies: [{ answers: changed }, { answers }] },
    },
  ];
  return { operations, saved: { id: quote.id, answers: [changed, answers] } };
}
