/**
 * The photos of a project's pool: listed, uploaded (PNG or JPEG under the
 * logos' budgets, at most PROJECT_MAX_PHOTOS per project), read back and
 * removed. Changes need QUOTE_EDIT on a project of the caller's own.
 */
import { normalisePhoto } from '../files/image-content.ts';
import { notFound } from '../http/app-error.ts';
import { operation } from '../http/operation.ts';
import { singleUpload } from '../http/single-upload.ts';
import { addProjectPhoto, removeProjectPhoto } from './project-photos.ts';
import { findProject, photosOf } from './project-repository.ts';
import { photoView } from './project-views.ts';

export { PROJECT_MAX_PHOTOS } from './project-photos.ts';

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
      const photoId = await addProjectPhoto(db, files, caller, id, { name: upload.name, contentType: image.contentType, bytes: image.bytes });
      const photo = (await photosOf(db, id)).find((candidate) => candidate.id === photoId)!;
      return { data: photoView(id, photo) };
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
      await removeProjectPhoto(db, files, caller, id, photoId);
    },
  }),
];
