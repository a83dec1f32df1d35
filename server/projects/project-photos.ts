/**
 * The changes of a project's photos, each one transaction under the
 * project's row lock: a photo added (at most PROJECT_MAX_PHOTOS; two
 * uploads at once cannot pass the limit together) and a photo removed. A
 * photo's file is written before the transaction that records it, removed
 * when that transaction is refused, and removed after the one that lets it go.
 */
import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { projectPhotos, projects, storedFiles } from '../db/schema.ts';
import type { FileStore } from '../files/file-store.ts';
import { AppError, notFound } from '../http/app-error.ts';
import type { Caller } from '../quotes/quote-scope.ts';
import { lockProject } from './project-repository.ts';

/** The most photos a project keeps. */
export const PROJECT_MAX_PHOTOS = 20;

/** A photo checked and normalised, as it is stored. */
export interface NewPhoto {
  name: string;
  contentType: string;
  bytes: Buffer;
}

/** Stores `photo` among project `id`'s photos (422 too_many_photos past the limit); answers the photo's id. */
export async function addProjectPhoto(db: Database, files: FileStore, caller: Caller, id: number, photo: NewPhoto): Promise<number> {
  const written = await files.write(photo.bytes);
  try {
    return await db.transaction(async (tx) => {
      // under the project's lock, so that two uploads at once cannot pass the limit together
      const project = await lockProject(tx, caller, id);
      const [held] = await tx.select({ n: count() }).from(projectPhotos).where(eq(projectPhotos.projectId, id));
      if ((held?.n ?? 0) >= PROJECT_MAX_PHOTOS) throw new AppError(422, 'too_many_photos', { params: { limit: PROJECT_MAX_PHOTOS } });
      await tx.insert(storedFiles).values({ id: written.id, clientId: project.clientId, kind: 'project_photo', name: photo.name, contentType: photo.contentType, sizeBytes: written.sizeBytes, sha256: written.sha256 });
      const [row] = await tx.insert(projectPhotos).values({ projectId: id, fileId: written.id }).returning({ id: projectPhotos.id });
      await tx.update(projects).set({ updatedAt: new Date() }).where(eq(projects.id, id));
      return row!.id;
    });
  } catch (error) {
    await files.remove([written.id]);
    throw error;
  }
}

/** Removes photo `photoId` of project `id` (404 when it has no such photo), then its file. */
export async function removeProjectPhoto(db: Database, files: FileStore, caller: Caller, id: number, photoId: number): Promise<void> {
  const fileId = await db.transaction(async (tx) => {
    await lockProject(tx, caller, id);
    const [photo] = await tx.delete(projectPhotos).where(and(eq(projectPhotos.id, photoId), eq(projectPhotos.projectId, id))).returning({ fileId: projectPhotos.fileId });
    if (!photo) throw notFound();
    await tx.delete(storedFiles).where(eq(storedFiles.id, photo.fileId));
    await tx.update(projects).set({ updatedAt: new Date() }).where(eq(projects.id, id));
    return photo.fileId;
  });
  await files.remove([fileId]);
}
