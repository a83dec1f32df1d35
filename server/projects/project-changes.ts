/**
 * The changes of a pool project, each one transaction (the use cases of
 * createProject, updateProject and deleteProject): a project numbered and
 * written, its fields changed under its row lock and version, a project
 * without quotes deleted with its photos' file rows (the files themselves
 * removed once the transaction is over).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.ts';
import { projectPhotos, projects, quotes, storedFiles } from '../db/schema.ts';
import type { FileStore } from '../files/file-store.ts';
import { AppError } from '../http/app-error.ts';
import type { Caller } from '../quotes/quote-scope.ts';
import { lockProject, nextProjectNumber } from './project-repository.ts';

type ProjectRow = typeof projects.$inferInsert;
type ProjectSelected = typeof projects.$inferSelect;

/** Writes a new project numbered now; answers its id. */
export async function insertProject(db: Database, values: Omit<ProjectRow, 'number' | 'createdAt' | 'updatedAt'>): Promise<number> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .insert(projects)
      .values({ ...values, number: await nextProjectNumber(tx, now), createdAt: now, updatedAt: now })
      .returning({ id: projects.id });
    return row!.id;
  });
}

/**
 * Writes `changes` to project `id` under its row lock (409 project_changed
 * when `version` is not its own), then runs `along` in the same transaction
 * with the project as it was (the quotes brought to a new pool, to a new end
 * customer).
 */
export async function changeProject(
  db: Database,
  caller: Caller,
  id: number,
  version: number | undefined,
  changes: Partial<ProjectRow>,
  along?: (tx: Transaction, before: ProjectSelected) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockProject(tx, caller, id, version);
    await tx
      .update(projects)
      .set({ ...changes, version: row.version + 1, updatedAt: new Date() })
      .where(eq(projects.id, id));
    await along?.(tx, row);
  });
}

/** Deletes project `id` unless a quote belongs to it (409 project_has_quotes), then removes its photos' files. */
export async function deleteProject(db: Database, files: FileStore, caller: Caller, id: number): Promise<void> {
  const fileIds = await db.transaction(async (tx) => {
    await lockProject(tx, caller, id);
    const [attached] = await tx.select({ id: quotes.id }).from(quotes).where(eq(quotes.projectId, id)).limit(1);
    if (attached) throw new AppError(409, 'project_has_quotes');
    const photos = await tx.select({ fileId: projectPhotos.fileId }).from(projectPhotos).where(eq(projectPhotos.projectId, id));
    // the photos' and the proposal's rows go with the project (cascade), then the photos' file rows
    await tx.delete(projects).where(eq(projects.id, id));
    const ids = photos.map((photo) => photo.fileId);
    if (ids.length > 0) await tx.delete(storedFiles).where(and(inArray(storedFiles.id, ids), eq(storedFiles.kind, 'project_photo')));
    return ids;
  });
  if (fileIds.length > 0) await files.remove(fileIds);
}
