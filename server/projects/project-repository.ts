/**
 * Pool projects in the database: a project with what its views need (its
 * author's name, its companies, its photos, its quote count), within the
 * caller's scope; the number from the quotes' series; the locked read of a
 * change with its version check.
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database, Queryable, Transaction } from '../db/client.ts';
import { projectPhotos, projects, quotes, storedFiles, users } from '../db/schema.ts';
import { AppError, notFound } from '../http/app-error.ts';
import type { Caller } from '../quotes/quote-scope.ts';
import { companyLookupFor } from '../tenancy/company-cache.ts';
import type { CompanyRow } from '../quotes/quote-repository.ts';
import { ownProjectScope, projectScope } from './project-scope.ts';

export type ProjectRow = typeof projects.$inferSelect;

export interface PhotoRecord {
  id: number;
  name: string;
  contentType: string;
  sizeBytes: number;
  fileId: string;
  createdAt: Date;
}

export interface ProjectRecord {
  project: ProjectRow;
  client: CompanyRow;
  installer: CompanyRow | null;
  createdBy: string;
  quoteCount: number;
  photos: PhotoRecord[];
}

/** The number of quotes attached to the project (a column expression). */
export const quoteCountOf = sql<number>`(select count(*)::int from ${quotes} where ${quotes.projectId} = ${projects.id})`;

function selectProject(db: Queryable) {
  return db
    .select({ project: projects, firstName: users.firstName, lastName: users.lastName, quoteCount: quoteCountOf })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.userId));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectProject>['execute']>>[number];

export async function photosOf(db: Queryable, projectId: number): Promise<PhotoRecord[]> {
  return db
    .select({ id: projectPhotos.id, name: storedFiles.name, contentType: storedFiles.contentType, sizeBytes: storedFiles.sizeBytes, fileId: storedFiles.id, createdAt: projectPhotos.createdAt })
    .from(projectPhotos)
    .innerJoin(storedFiles, eq(storedFiles.id, projectPhotos.fileId))
    .where(eq(projectPhotos.projectId, projectId))
    .orderBy(asc(projectPhotos.id));
}

async function toRecord(db: Queryable, row: Selected): Promise<ProjectRecord> {
  const lookup = companyLookupFor(db);
  const found = await lookup.byIds([row.project.clientId]);
  const client = found.get(row.project.clientId);
  if (!client) throw new Error(`project ${row.project.id}: company ${row.project.clientId} not found`);
  // the installer: the reference client when it is one, else an external client's installer
  const installerId = client.kind === 'installer' ? client.id : client.kind === 'external' ? client.installerId : null;
  const installer = installerId === null ? null : installerId === client.id ? client : ((await lookup.byIds([installerId])).get(installerId) ?? null);
  return {
    project: row.project,
    client,
    installer,
    createdBy: `${row.firstName} ${row.lastName}`.trim(),
    quoteCount: row.quoteCount,
    photos: await photosOf(db, row.project.id),
  };
}

/** A project the caller may see (`own`: may change), else 404. */
export async function findProject(db: Queryable, caller: Caller, id: number, { own = false } = {}): Promise<ProjectRecord> {
  const [row] = await selectProject(db).where(and(eq(projects.id, id), own ? ownProjectScope(caller) : projectScope(caller)));
  if (!row) throw notFound();
  return toRecord(db, row);
}

/**
 * A project of the caller's own, locked for the rest of the transaction:
 * 404 outside the scope, 409 project_changed when `version` is not its own.
 */
export async function lockProject(tx: Transaction, caller: Caller, id: number, version?: number): Promise<ProjectRow> {
  const [row] = await tx.select().from(projects).where(and(eq(projects.id, id), ownProjectScope(caller))).for('update');
  if (!row) throw notFound();
  if (version !== undefined && version !== row.version) throw new AppError(409, 'project_changed');
  return row;
}

/** `P-2026-000123`: a number of the quotes' series, taken from their id sequence so that no quote ever has it as its own. */
export async function nextProjectNumber(tx: Queryable, now: Date): Promise<string> {
  const result = await tx.execute(sql`select nextval(pg_get_serial_sequence('quotes', 'id'))::int as n`);
  const n = Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
  return `P-${now.getUTCFullYear()}-${String(n).padStart(6, '0')}`;
}

export async function countProjects(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(projects).where(where);
  return row?.count ?? 0;
}
