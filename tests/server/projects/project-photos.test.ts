/**
 * The photos of a project's pool (issue 32): PNG and JPEG under the logos'
 * budgets, re-encoded within 1,200 px without metadata, refused otherwise in
 * the caller's language; at most 20 per project, even when uploaded at once;
 * read back and removed within the project's tenancy.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../../server/db/schema.ts';
import { PROJECT_MAX_PHOTOS } from '../../../server/projects/photo-handlers.ts';
import { headerOnlyPng, pngWithText } from '../helpers/images.ts';
import { auth, createTestServer, expectError, login, type TestServer } from '../helpers/test-server.ts';
import { createProject, getProject } from './project-helpers.ts';

let server: TestServer;
let user: string; // demo.user: English
let admin: string; // demo.admin: German, another installer

beforeAll(async () => {
  server = await createTestServer({ uploadMaxMb: 10 });
  user = await login(server.app, 'demo.user');
  admin = await login(server.app, 'demo.admin');
});
afterAll(() => server?.close());

function upload(token: string, projectId: number, bytes: Buffer | string, filename: string, { field = 'photo', language }: { field?: string; language?: string } = {}) {
  const boundary = '----project-photo';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const headers = { ...auth(token), 'content-type': `multipart/form-data; boundary=${boundary}`, ...(language ? { 'x-locale': language } : {}) };
  return server.app.inject({ method: 'POST', url: `/api/v1/project/${projectId}/photo`, headers, payload });
}

const jpeg = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } }).jpeg().withMetadata({ exif: { IFD0: { Copyright: 'secret camera' } } }).toBuffer();

describe('uploadProjectPhoto', () => {
  it('stores a JPEG re-encoded within 1,200 px without its metadata, and serves it back', async () => {
    const project = await createProject(server.app, user);
    const response = await upload(user, project.id, await jpeg(3000, 2000), 'pool side.jpg');
    expect(response.statusCode, response.body).toBe(201);
    const photo = (response.json() as { data: { id: number; name: string; content_type: string; size: number; url: string } }).data;
    expect(photo).toMatchObject({ name: 'pool side.jpg', content_type: 'image/jpeg', url: `/api/v1/project/${project.id}/photo/${photo.id}` });
    const served = await server.app.inject({ method: 'GET', url: photo.url, headers: auth(user) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.length).toBe(photo.size);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 800]);
    expect(meta.exif).toBeUndefined();
    const listed = await server.app.inject({ method: 'GET', url: `/api/v1/project/${project.id}/photo`, headers: auth(user) });
    expect((listed.json() as { data: unknown[] }).data).toEqual([photo]);
    expect((await getProject(server.app, user, project.id)).photos).toEqual([photo]);
    // another installer's user sees nothing of it
    expectError(await server.app.inject({ method: 'GET', url: photo.url, headers: auth(admin) }), 404, 'not_found');
    expectError(await upload(admin, project.id, await jpeg(10, 10), 'x.jpg'), 404, 'not_found');
  });

  it('strips a PNG’s text chunks', async () => {
    const project = await createProject(server.app, user);
    const response = await upload(user, project.id, pngWithText(40, 30, 'GPS 50.85N 4.35E'), 'plan.png');
    expect(response.statusCode, response.body).toBe(201);
    const url = (response.json() as { data: { url: string } }).data.url;
    const served = (await server.app.inject({ method: 'GET', url, headers: auth(user) })).rawPayload;
    expect(served.includes('GPS 50.85N')).toBe(false);
  });

  it('refuses other formats, images over the pixel budget and stray fields in the caller’s language, storing nothing', async () => {
    const project = await createProject(server.app, admin);
    const files = async () => (await server.db.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.kind, 'project_photo'))).length;
    const before = await files();
    const svg = expectError(await upload(admin, project.id, '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>', 'a.png'), 415, 'unsupported_photo');
    expect(svg.error.message).toBe('Das Foto muss ein PNG- oder JPEG-Bild sein.');
    expectError(await upload(admin, project.id, Buffer.from('%PDF-1.7\n'), 'a.jpg'), 415, 'unsupported_photo');
    const huge = expectError(await upload(admin, project.id, headerOnlyPng(6000, 5000), 'huge.png', { language: 'fr' }), 422, 'photo_too_many_pixels');
    expect(huge.error.message).toBe('La photo fait 6000 × 5000 pixels\u00a0: au plus 25 mégapixels sont acceptés. Réduisez sa taille et envoyez-la à nouveau.');
    expectError(await upload(admin, project.id, await jpeg(10, 10), 'a.jpg', { field: 'logo' }), 400, 'validation_failed');
    const notMultipart = await server.app.inject({ method: 'POST', url: `/api/v1/project/${project.id}/photo`, headers: { ...auth(admin), 'content-type': 'application/json' }, payload: '{}' });
    expect(notMultipart.statusCode).toBe(415);
    expect(await files()).toBe(before);
    expect((await getProject(server.app, admin, project.id)).photos).toEqual([]);
  });

  it(`keeps at most ${PROJECT_MAX_PHOTOS} photos, also when they arrive at once`, async () => {
    const project = await createProject(server.app, user);
    const small = await jpeg(8, 8);
    const answers = await Promise.all(Array.from({ length: PROJECT_MAX_PHOTOS + 3 }, (_, i) => upload(user, project.id, small, `p${i}.jpg`, { language: 'nl' })));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(PROJECT_MAX_PHOTOS);
    const refused = answers.filter((r) => r.statusCode !== 201);
    expect(refused).toHaveLength(3);
    for (const response of refused) {
      expect(expectError(response, 422, 'too_many_photos').error.message).toBe(`Een project bewaart hoogstens ${PROJECT_MAX_PHOTOS} foto’s: verwijder er een voordat u een andere toevoegt.`);
    }
    expect((await getProject(server.app, user, project.id)).photos).toHaveLength(PROJECT_MAX_PHOTOS);
  });
});

describe('deleteProjectPhoto', () => {
  it('removes the photo and its file; another client’s user gets 404', async () => {
    const project = await createProject(server.app, user);
    const photo = ((await upload(user, project.id, await jpeg(20, 20), 'a.jpg')).json() as { data: { id: number; url: string } }).data;
    expectError(await server.app.inject({ method: 'DELETE', url: photo.url, headers: auth(admin) }), 404, 'not_found');
    expect((await server.app.inject({ method: 'DELETE', url: photo.url, headers: auth(user) })).statusCode).toBe(204);
    expectError(await server.app.inject({ method: 'GET', url: photo.url, headers: auth(user) }), 404, 'not_found');
    expectError(await server.app.inject({ method: 'DELETE', url: photo.url, headers: auth(user) }), 404, 'not_found');
    expect((await getProject(server.app, user, project.id)).photos).toEqual([]);
  });
});
