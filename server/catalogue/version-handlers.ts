/**
 * Published versions of a family (CATALOGUE_ADMIN): publishing the draft as
 * the next version, in force now or from a date to come. Versions are never
 * changed once written; production reads the version in force.
 */
import { AppError, notFound } from '../http/app-error.ts';
import { operation } from '../http/operation.ts';
import type { components } from '../../openapi/generated/api.ts';
import { publishDraft } from './catalogue-repository.ts';
import { readVersions, type VersionSummary } from './family-versions.ts';

/** How far in the past an effective date may be (the time for a request to travel). */
const PAST_GRACE_MS = 60_000;

/**
 * The effective date asked for, undefined for now; 422 effective_from_past
 * when more than a minute ago. A date within that minute is now: dated
 * earlier, the new version could fall behind the one in force and never
 * apply.
 */
export function effectiveFrom(value: string | undefined, now = Date.now()): Date | undefined {
  if (value === undefined) return undefined;
  const date = new Date(value);
  if (date.getTime() < now - PAST_GRACE_MS) throw new AppError(422, 'effective_from_past');
  return date.getTime() <= now ? undefined : date;
}

export function versionView(version: VersionSummary): components['schemas']['FamilyVersion'] {
  return {
    number: version.number,
    effective_from: version.effectiveFrom.toISOString(),
    published_at: version.publishedAt.toISOString(),
    published_by: version.publishedBy,
    note: version.note,
    in_force: version.inForce,
    scheduled: version.scheduled,
  };
}

export const versionOperations = [
  operation('publishFamily', {
    permission: 'CATALOGUE_ADMIN',
    handler: async ({ db, params: { id }, body, locale, caller }) => {
      const published = await publishDraft(db, id, { effectiveFrom: effectiveFrom(body.effective_from), note: body.note ?? null, publishedById: caller.userId }, locale);
      if (!published) throw notFound();
      const version = (await readVersions(db, id)).find((v) => v.number === published.number)!;
      return { data: versionView(version) };
    },
  }),
];
