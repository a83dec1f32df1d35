/**
 * Published versions of a family (CATALOGUE_ADMIN): publishing the draft as
 * the next version, in force now or from a date to come; the history; one
 * version's document; rolling back by publishing an earlier version again.
 * Versions are never changed once written; production reads the version in
 * force.
 */
import { AppError, notFound } from '../http/app-error.ts';
import { operation } from '../http/operation.ts';
import type { components } from '../../openapi/generated/api.ts';
import { and, eq } from 'drizzle-orm';
import { families, familyVersions } from '../db/schema.ts';
import type { Locale } from '../../engine/index.ts';
import { FAMILY_LIFE_TEXTS } from '../i18n/family-life-texts.ts';
import { text } from '../i18n/text.ts';
import { publishDraft, republishVersion } from './family-writes.ts';
import { readVersions, type VersionSummary } from './family-versions.ts';
import { rescheduleVersion, type ScheduledVersion } from './version-schedule.ts';

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
    cancelled_at: version.cancelledAt?.toISOString() ?? null,
  };
}

/** 409 versions_scheduled naming each version that would replace the new one (a rollback's or the draft's) on its date, in `locale`. */
function scheduledRefusal(later: ScheduledVersion[], locale: Locale): AppError {
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' });
  return new AppError(409, 'versions_scheduled', {
    details: later.map((version) => ({
      path: `/versions/${version.number}`,
      code: 'version_scheduled',
      message: text(FAMILY_LIFE_TEXTS, 'version_scheduled', locale, { number: version.number, date: day.format(version.effectiveFrom) }),
    })),
  });
}

/** One version's view, after a change. */
async function oneVersion(db: Parameters<typeof readVersions>[0], id: number, number: number) {
  return { data: versionView((await readVersions(db, id)).find((v) => v.number === number)!) };
}

/** The versions of an existing family (404 otherwise). */
async function versionsOf(db: Parameters<typeof readVersions>[0], id: number): Promise<VersionSummary[]> {
  const versions = await readVersions(db, id);
  if (versions.length === 0) {
    const [family] = await db.select({ id: families.id }).from(families).where(eq(families.id, id));
    if (!family) throw notFound();
  }
  return versions;
}

export const versionOperations = [
  operation('listFamilyVersions', {
    permission: 'CATALOGUE_ADMIN',
    handler: async ({ db, params: { id } }) => ({ data: (await versionsOf(db, id)).map(versionView) }),
  }),

  operation('getFamilyVersion', {
    permission: 'CATALOGUE_ADMIN',
    handler: async ({ db, params: { id, number } }) => {
      const version = (await versionsOf(db, id)).find((v) => v.number === number);
      if (!version) throw notFound();
      const [row] = await db
        .select({ document: familyVersions.document })
        .from(familyVersions)
        .where(and(eq(familyVersions.familyId, id), eq(familyVersions.number, number)));
      return { data: { ...versionView(version), document: row!.document as Record<string, unknown> } };
    },
  }),

  operation('republishFamilyVersion', {
    permission: 'CATALOGUE_ADMIN',
    handler: async ({ db, params: { id, number }, body, caller, locale }) => {
      const from = effectiveFrom(body.effective_from);
      const published = await republishVersion(
        db,
        id,
        number,
        { effectiveFrom: from, note: body.note ?? null, publishedById: caller.userId },
        { choice: body.scheduled, refuse: (later) => scheduledRefusal(later, locale) },
      );
      if (!published) throw notFound();
      return oneVersion(db, id, published.number);
    },
  }),

  operation('moveFamilyVersion', {
    permission: 'CATALOGUE_ADMIN',
    handler: async ({ db, params: { id, number }, body }) => {
      if (!(await rescheduleVersion(db, id, number, { cancel: false, effectiveFrom: effectiveFrom(body.effective_from) }))) throw notFound();
      return oneVersion(db, id, number);
    },
  }),

  operation('cancelFamilyVersion', {
    permission: 'CATALOGUE_ADMIN',
    handler: async ({ db, params: { id, number } }) => {
      if (!(await rescheduleVersion(db, id, number, { cancel: true }))) throw notFound();
      return oneVersion(db, id, number);
    },
  }),

  operation('publishFamily', {
    permission: 'CATALOGUE_ADMIN',
    handler: async ({ db, params: { id }, body, locale, caller }) => {
      const published = await publishDraft(
        db,
        id,
        { effectiveFrom: effectiveFrom(body.effective_from), note: body.note ?? null, publishedById: caller.userId },
        locale,
        { choice: body.scheduled, refuse: (later) => scheduledRefusal(later, locale) },
      );
      if (!published) throw notFound();
      const version = (await readVersions(db, id)).find((v) => v.number === published.number)!;
      return { data: versionView(version) };
    },
  }),
];
