/**
 * A new draft quote for the caller's reference client: parties by the rules
 * of `createQuote`, a generated name, reference and project number, and
 * (for a duplicate) the answers with their data rows, and a pool project's
 * end customer in its customisation, in one transaction.
 */
import { eq } from 'drizzle-orm';
import { localize, type Answers, type Locale } from '../../engine/index.ts';
import type { StoredFamily } from '../catalogue/catalogue-store.ts';
import type { Database } from '../db/client.ts';
import { companies, quotes } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { giveProjectEndCustomer } from '../projects/end-customer-copies.ts';
import { syncDataRows } from './quote-data-rows.ts';
import { defaultQuoteName } from './quote-name.ts';
import { findJoinableProject, joinableProject, poolAnswers } from './quote-pool.ts';
import { resolveParties } from './quote-parties.ts';
import { companyById } from './quote-repository.ts';
import type { Caller } from './quote-scope.ts';

export interface NewQuote {
  name?: string | undefined;
  billing?: 'group' | 'direct' | undefined;
  installer_id?: number | undefined;
  end_customer_reference?: string | null | undefined;
  /** A duplicate's answers. */
  answers?: Answers;
  /** A duplicate keeps the external company of its original. */
  externalCompanyId?: number | null;
  /** A quote started from a pool project: answered from its pool, with its number. */
  projectId?: number | undefined;
  /**
   * A duplicate of a project's quote: attached to the same project, with the
   * original's answers and their `answers_from_pool` marking, when the caller
   * may change that project; left unattached otherwise.
   */
  copiedInProject?: { projectId: number; answersFromPool: string[] } | undefined;
}

/** `Q-2026-000123`: the quote number; the project number is `P-…` with the same digits. */
function numbers(id: number, createdAt: Date) {
  const digits = `${createdAt.getUTCFullYear()}-${String(id).padStart(6, '0')}`;
  return { reference: `Q-${digits}`, projectNumber: `P-${digits}` };
}

/** `family` gives the version that prices the new quote: the one in force, or for a duplicate its original's. */
export async function insertQuote(db: Database, caller: Caller, family: StoredFamily, request: NewQuote, locale: Locale): Promise<number> {
  const client = await companyById(db, caller.clientId);
  if (!client) throw new AppError(422, 'no_reference_client');
  const [own] = await db.select({ kind: companies.kind }).from(companies).where(eq(companies.id, caller.companyId));
  const externalCompanyId = request.externalCompanyId !== undefined ? request.externalCompanyId : own?.kind === 'external' ? caller.companyId : null;
  return db.transaction(async (tx) => {
    const parties = await resolveParties(tx, client, { billing: request.billing, installerId: request.installer_id });
    const { projectId, copiedInProject } = request;
    const project =
      projectId !== undefined ? await joinableProject(tx, caller, projectId) : copiedInProject ? await findJoinableProject(tx, caller, copiedInProject.projectId) : null;
    const fromPool = project && projectId !== undefined ? poolAnswers(family.catalogue, project.pool) : null;
    const answers = fromPool ? fromPool.answers : request.answers;
    const answersFromPool = fromPool?.fromPool ?? (project && copiedInProject ? copiedInProject.answersFromPool : []);
    const now = new Date();
    const [inserted] = await tx
      .insert(quotes)
      .values({
        clientId: client.id,
        externalCompanyId,
        familyId: family.row.id,
        familyVersion: family.version,
        name: request.name?.trim() || defaultQuoteName(localize(family.catalogue.title, locale), locale, now),
        // unique placeholder until the id is known, in the same transaction
        reference: `pending-${crypto.randomUUID()}`,
        projectNumber: '',
        ...parties,
        endCustomerReference: request.end_customer_reference ?? null,
        answers: answers ?? {},
        projectId: project?.id ?? null,
        answersFromPool,
        userId: caller.userId,
        userDefaultClientId: caller.clientId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: quotes.id });
    const id = inserted!.id;
    const own = numbers(id, now);
    await tx.update(quotes).set(project ? { ...own, projectNumber: project.number } : own).where(eq(quotes.id, id));
    if (answers) await syncDataRows(tx, family.catalogue, id, answers);
    // the project's owner is the offer's end customer: typed once, in the project
    if (project) await giveProjectEndCustomer(tx, id, project.endCustomer);
    return id;
  });
}
