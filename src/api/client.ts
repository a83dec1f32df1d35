/** The typed API client: openapi-fetch over the generated contract, with the middleware of spec §8. */
import createClient from 'openapi-fetch';
import type { paths } from '../../openapi/generated/api.ts';
import { apiMiddleware } from './middleware.ts';

export const API_BASE_URL = '/api/v1';

export const api = createClient<paths>({ baseUrl: API_BASE_URL });
api.use(apiMiddleware);
