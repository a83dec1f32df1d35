/**
 * The photos of a project's pool: listed, uploaded (PNG or JPEG under the
 * logos' budgets, at most PROJECT_MAX_PHOTOS per project), read back and
 * removed. Changes need QUOTE_EDIT on a project of the caller's own.
 */
import { and, count, eq } from 'drizzle-orm';
import { projectPhotos, projects, storedFiles } from '../db/schema.ts';
import { normalisePhoto } from '../files/image-content.ts';
import { AppError, notFound } from '../http/app-error.ts';
import { operation } from '../http/operation.ts';
import { singleUpload } from '../http/single-upload.ts';
import { findProject, lockProject, photosOf } from './project-repository.ts';
import { photoView } from './project-views.ts';

/** The most photos a project keeps. */
export const PROJECT_MAX_PHOTOS = 20;

export const photoOperations = [
  operation('listProjectPhotos', {
    permission: 'signed-in',
    handler: async ({ db, params: { id }, caller }) => {
      const record = await findProject(db, caller, id);
      return { data: record.photos.map((photo) => photoView(id, photo)) };
    },
  }),

  operation('uploadProjectPhoto', {
    permission: 'QUOTE_EDIT',
    handler: async ({ db, files, config, params: { id }, caller, request }) => {
      // the project is looked up before the upload is read: another client's project is 404 whatever the file
      await findProject(db, caller, id, { own: true });
      const upload = await singleUpload(request, config.uploadMaxMb, 'photo');
      const image = await normalisePhoto(upload.bytes);
      const written = await files.write(image.bytes);
      try {
        const photoId = await db.transaction(async (tx) => {
          // under the project's lock, so that two uploads at once cannot pass the limit together
          const project = await lockProject(tx, caller, id);
          const [held] = await tx.select({ n: count() }).from(projectPhotos).where(eq(projectPhotos.projectId, id));
          if ((held?.n ?? 0) >= PROJECT_MAX_PHOTOS) throw new AppError(422, 'too_many_photos', { params: { limit: PROJECT_MAX_PHOTOS } });
          await tx.insert(storedFiles).values({ id: written.id, clientId: project.clientId, kind: 'project_photo', name: upload.name, contentType: image.contentType, sizeBytes: written.sizeBytes, sha256: written.sha256 });
          const [row] = await tx.insert(projectPhotos).values({ projectId: id, fileId: written.id }).returning({ id: projectPhotos.id });
          await tx.update(projects).set({ updatedAt: new Date() }).where(eq(projects.id, id));
          return row!.id;
        });
        const photo = (await photosOf(db, id)).find((candidate) => candidate.id === photoId)!;
        return { data: photoView(id, photo) };
      } catch (error) {
        await files.remove([written.id]);
        throw error;
      }
    },
  }),

  operation('getProjectPhoto', {
    permission: 'signed-in',
    handler: async ({ db, files, params: { id, photoId }, caller, reply }) => {
      const record = await findProject(db, caller, id);
      const photo = record.photos.find((candidate) => candidate.id === photoId);
      const bytes = photo ? await files.read(photo.fileId) : null;
      if (!photo || !bytes) throw notFound();
      return reply
        .type(photo.contentType)
        .header('cache-control', 'private, max-age=86400')
        .header('content-security-policy', "default-src 'none'")
        .header('content-disposition', 'inline')
        .send(bytes);
    },
  }),

  operation('deleteProjectPhoto', {
    permission: 'QUOTE_EDIT',
    handler: async ({ db, files, params: { id, photoId }, caller }) => {
      const fileId = await db.transaction(async (tx) => {
        await lockProject(tx, caller, id);
        const [photo] = await tx.delete(projectPhotos).where(and(eq(projectPhotos.id, photoId), eq(projectPhotos.projectId, id))).returning({ fileId: projectPhotos.fileId });
        if (!photo) throw notFound();
        await tx.delete(storedFiles).where(eq(storedFiles.id, photo.fileId));
        await tx.update(projects).set({ updatedAt: new Date() }).where(eq(projects.id, id));
        return photo.fileId;
      });
      await files.remove([fileId]);
    },
  }),
];
