/**
 * The API answered inside a story. openapi-fetch keeps the `fetch` it found
 * when src/api/client.ts created the client, so a `fetch` stub installed
 * later never sees its requests: the stub is a middleware on that client
 * instead, added after the app's own, whose answer stands for the network's
 * (the app's middleware still reads it). No request leaves the story: one the
 * stub does not answer gets a 404.
 */
import type { Middleware } from 'openapi-fetch';
import { api } from '../../src/api/client.ts';

/** An answer to a request, by method and OpenAPI path (`GET /quote/{id}/calculate`); undefined when not served. */
export type StubRoute = (request: Request, route: string) => Response | undefined | Promise<Response | undefined>;

/** A JSON response as the server writes it. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Answers the app's API calls with `route` until the returned function is called. */
export function stubApi(route: StubRoute): () => void {
  const stub: Middleware = {
    async onRequest({ request, schemaPath }) {
      const key = `${request.method} ${schemaPath}`;
      return (await route(request, key)) ?? jsonResponse(404, { error: { code: 'not_found', message: `${key}: not served by the story` } });
    },
  };
  api.use(stub);
  return () => api.eject(stub);
}
