/**
 * The pool projects' API calls through the query cache: reads keyed by their
 * path (a change of a project or of its quotes reloads them), changes that
 * make what shows a project stale. Each change answers the server's refusal
 * as an outcome; a call without answer throws.
 */
import type { Locale } from '../../../engine/index.ts';
import { api } from '../../api/client.ts';
import { changed, sendChange } from '../../api/changes.ts';
import { $api, dataOf, once, queryClient, settle, type Settled } from '../../api/queries.ts';
import { errorMessageOf, type Schemas } from '../../api/types.ts';
import { saveBlob } from '../../lib/download.ts';
import type { PoolImpactQuote } from './pool-impact-dialog.tsx';
import type { ProposalInput } from './proposal-panel.tsx';
import type { ProjectValidationInput, ValidationResult } from './validate-quotes-panel.tsx';
import type { PoolInput, Project, ProjectInput, ProjectPhoto } from './project-types.ts';

export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string | null; error: unknown };

const path = (id: number) => ({ params: { path: { id } } });

const outcomeOf = <T, V>(answer: Settled<T>, value: (data: T) => V): Outcome<V> =>
  answer.ok ? { ok: true, value: value(answer.data) } : { ok: false, message: errorMessageOf(answer.error), error: answer.error };

/** A change of a project (its page, the list, its quotes' project number and pool column). */
const change = <T>(send: () => Promise<T>) => settle(sendChange(queryClient, 'project', send));

export const projectQuery = (id: number) => $api.queryOptions('get', '/project/{id}', path(id));

/** The quotes of a project (at most 100: a pool has a handful). */
export const projectQuotesQuery = (projectId: number) => $api.queryOptions('get', '/quote', { params: { query: { project_id: projectId, per_page: 100, sort: 'created_at' } } });

export async function createProject(body: ProjectInput): Promise<Outcome<Project>> {
  return outcomeOf(await change(() => dataOf(api.POST('/project', { body }))), (data) => data.data);
}

export async function updateProject(id: number, body: Schemas['ProjectUpdate']): Promise<Outcome<Project>> {
  return outcomeOf(await change(() => dataOf(api.PUT('/project/{id}', { ...path(id), body }))), (data) => data.data);
}

export async function uploadPhoto(projectId: number, file: File): Promise<Outcome<ProjectPhoto>> {
  const form = new FormData();
  form.append('photo', file, file.name);
  const send = () =>
    dataOf(
      api.POST('/project/{id}/photo', {
        ...path(projectId),
        // the contract types the part as a string; the browser sends the file itself
        body: { photo: '' },
        bodySerializer: () => form,
      }),
    );
  return outcomeOf(await change(send), (data) => data.data);
}

export async function removePhoto(projectId: number, photoId: number): Promise<Outcome<null>> {
  return outcomeOf(await change(() => dataOf(api.DELETE('/project/{id}/photo/{photoId}', { params: { path: { id: projectId, photoId } } }))), () => null);
}

/** A photo's bytes (cached while the page lives: a photo never changes, a new one has a new id). */
export function loadPhoto(projectId: number, photoId: number): Promise<Blob> {
  const init = { params: { path: { id: projectId, photoId } }, parseAs: 'blob' as const };
  return queryClient.fetchQuery({
    queryKey: ['get', '/project/{id}/photo/{photoId}', init],
    queryFn: ({ signal }) => dataOf(api.GET('/project/{id}/photo/{photoId}', { ...init, signal })) as Promise<Blob>,
    staleTime: Infinity,
  });
}

/** Attaches a quote to the project (its number becomes the project's), or detaches it (`null`). */
export async function setQuoteProject(quoteId: number, projectId: number | null): Promise<Outcome<null>> {
  const send = () => dataOf(api.PUT('/quote/{id}', { ...path(quoteId), body: { project_id: projectId } }));
  return outcomeOf(await change(send), () => null);
}

/** What the new pool would change in each draft quote of the project (nothing is saved). */
export async function poolImpact(projectId: number, pool: PoolInput): Promise<Outcome<PoolImpactQuote[]>> {
  const answer = await settle(dataOf(api.POST('/project/{id}/pool-impact', { ...path(projectId), body: { pool } })));
  return outcomeOf(answer, (data) => data.data.quotes);
}

export const proposalQuery = (projectId: number) => $api.queryOptions('get', '/project/{id}/proposal', path(projectId));

export async function saveProposal(projectId: number, body: ProposalInput): Promise<Outcome<null>> {
  return outcomeOf(await change(() => dataOf(api.PUT('/project/{id}/proposal', { ...path(projectId), body }))), () => null);
}

/** Downloads the proposal's PDF in `locale`; answers the error message, or null. */
export async function downloadProposalPdf(project: { id: number; number: string }, locale: Locale): Promise<string | null> {
  const pdf = $api.queryOptions('get', '/project/{id}/proposal/pdf', { params: { path: { id: project.id }, query: { locale } }, parseAs: 'blob' });
  const answer = await settle(queryClient.fetchQuery({ ...pdf, ...once }));
  if (!answer.ok) return errorMessageOf(answer.error) ?? '';
  saveBlob(answer.data as Blob, `${project.number}-${locale}.pdf`);
  return null;
}

/** Validates quotes of the project, each on its own path; answers each quote's outcome. */
export async function validateQuotes(projectId: number, body: ProjectValidationInput): Promise<Outcome<ValidationResult[]>> {
  const send = () => dataOf(api.POST('/project/{id}/validation', { ...path(projectId), body }));
  const answer = await settle(sendChange(queryClient, 'validation', send));
  if (answer.ok) void changed(queryClient, 'project');
  return outcomeOf(answer, (data) => data.data.results);
}
