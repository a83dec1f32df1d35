/**
 * A project's proposal settings (issue 32, item 3): the quotes it gathers,
 * in order, each detailed or summarised and optional or not, with the
 * introduction, conditions, validity and language of the document. Stored
 * per project once saved; until then, the defaults.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Locale } from '../../engine/index.ts';
import type { Database, Queryable } from '../db/client.ts';
import { projectProposals, quotes } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import type { BodyOf, DataOf } from '../http/operation.ts';
import { ERROR_MESSAGES } from '../i18n/messages.ts';
import { text } from '../i18n/text.ts';
import { quoteScope, scopeValues, type Caller } from '../quotes/quote-scope.ts';

type ProposalInput = BodyOf<'saveProjectProposal'>;
type Proposal = DataOf<'getProjectProposal'>;

/** The ids of the project's quotes the caller sees, oldest first. */
async function projectQuoteIds(db: Queryable, caller: Caller, projectId: number): Promise<number[]> {
  const rows = await db.select({ id: quotes.id }).from(quotes).where(and(eq(quotes.projectId, projectId), quoteScope(scopeValues(caller)))).orderBy(asc(quotes.id));
  return rows.map((row) => row.id);
}

export async function readProposal(db: Database, caller: Caller, projectId: number, locale: Locale): Promise<Proposal> {
  const ids = await projectQuoteIds(db, caller, projectId);
  const [row] = await db.select().from(projectProposals).where(eq(projectProposals.projectId, projectId));
  if (!row) {
    return { items: ids.map((id) => ({ quote_id: id, detail: 'detailed', optional: false })), introduction: null, conditions: null, validity_days: 30, language: locale, is_default: true, updated_at: null };
  }
  const saved = row.data as unknown as ProposalInput;
  const present = new Set(ids);
  return {
    // a quote that left the project since is left out
    items: saved.items.filter((item) => present.has(item.quote_id)),
    introduction: saved.introduction ?? null,
    conditions: saved.conditions ?? null,
    validity_days: saved.validity_days ?? 30,
    language: saved.language,
    is_default: false,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Saves the settings: every item a quote of the project, named once (422 quote_not_in_project, a detail per item). */
export async function saveProposal(db: Database, caller: Caller, projectId: number, input: ProposalInput, locale: Locale): Promise<void> {
  const present = new Set(await projectQuoteIds(db, caller, projectId));
  const seen = new Set<number>();
  const details = input.items.flatMap((item, index) => {
    const wrong = !present.has(item.quote_id) || seen.has(item.quote_id);
    seen.add(item.quote_id);
    return wrong ? [{ path: `body.items.${index}.quote_id`, code: 'quote_not_in_project', message: text(ERROR_MESSAGES, 'quote_not_in_project', locale) }] : [];
  });
  if (details.length > 0) throw new AppError(422, 'quote_not_in_project', { details });
  const data = {
    items: input.items.map(({ quote_id, detail, optional }) => ({ quote_id, detail, optional })),
    introduction: input.introduction?.trim() || null,
    conditions: input.conditions?.trim() || null,
    validity_days: input.validity_days ?? 30,
    language: input.language,
  };
  const now = new Date();
  await db.insert(projectProposals).values({ projectId, data, updatedAt: now }).onConflictDoUpdate({ target: projectProposals.projectId, set: { data, updatedAt: now } });
}
