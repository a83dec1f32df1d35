/**
 * A family as its YAML file and back, and what changed between two of its
 * versions (CATALOGUE_ADMIN). The file is the engine's canonical text (the
 * repository's style); an imported file replaces the draft exactly as
 * updateFamily does, its errors placed on their line and column. Reading
 * and writing the text run in the catalogue worker (catalogue-analysis.ts).
 */
import { and, eq } from 'drizzle-orm';
import { diffFamilies, type FamilyChange } from '../../engine/index.ts';
import type { components } from '../../openapi/generated/api.ts';
import type { Queryable } from '../db/client.ts';
import { families, familyVersions } from '../db/schema.ts';
import { AppError, notFound } from '../http/app-error.ts';
import { operation } from '../http/operation.ts';
import { changeTexts } from '../i18n/catalogue-diff-texts.ts';
import { adminFamilyView } from './admin-handlers.ts';
import { placeDetails, readFamilyText, writeFamilyText } from './catalogue-analysis.ts';
import { modifyFamilyDocument } from './family-writes.ts';

const MAX_VERSION = 2_147_483_647;

/** A published version's number, or the draft. */
type VersionRef = number | 'draft';

function versionRef(value: string): VersionRef {
  if (value === 'draft') return 'draft';
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < 1 || number > MAX_VERSION) throw notFound();
  return number;
}

/** The family's key and the document of its version `ref` (404 for an unknown family or version). */
async function documentAt(db: Queryable, id: number, ref: VersionRef): Promise<{ key: string; document: unknown }> {
  const [family] = await db.select({ key: families.key, document: families.document }).from(families).where(eq(families.id, id));
  if (!family) throw notFound();
  if (ref === 'draft') return family;
  const [version] = await db
    .select({ document: familyVersions.document })
    .from(familyVersions)
    .where(and(eq(familyVersions.familyId, id), eq(familyVersions.number, ref)));
  if (!version) throw notFound();
  return { key: family.key, document: version.document };
}

type ChangeView = components['schemas']['FamilyChange'];

function changeView(change: FamilyChange, text: string): ChangeView {
  const { testCase, ...rest } = change;
  return { ...rest, ...(testCase === undefined ? {} : { test_case: testCase }), text } as ChangeView;
}

/** A 422 of the engine's checks (paths only) with the line and column of each path in `text`. */
async function placed(error: unknown, text: string): Promise<unknown> {
  if (!(error instanceof AppError) || error.code !== 'invalid_family_document' || !error.details) return error;
  return new AppError(422, 'invalid_family_document', { details: await placeDetails(text, error.details) });
}

/**
 * The body as the YAML text it must be: a body of another type (JSON, even
 * `null`) is 415, no body at all 400 missing_family_file.
 */
function fileText(body: unknown, contentType: string | undefined): string {
  if (typeof body === 'string') return body;
  if (body === undefined && !contentType) throw new AppError(400, 'missing_family_file');
  throw new AppError(415, 'unsupported_media_type');
}

export const familyFileOperations = [
  operation('getFamilyDiff', {
    permission: 'CATALOGUE_ADMIN',
    handler: async ({ db, params: { id }, query, locale }) => {
      const [from, to] = [versionRef(query.from), versionRef(query.to)];
      const [before, after] = await Promise.all([documentAt(db, id, from), documentAt(db, id, to)]);
      const changes = from === to ? [] : diffFamilies(before.document, after.document);
      const texts = changeTexts(changes, before.document, after.document, locale);
      return { data: { from: query.from, to: query.to, changes: changes.map((change, index) => changeView(change, texts[index]!)) } };
    },
  }),

  operation('exportFamilyFile', {
    permission: 'CATALOGUE_ADMIN',
    handler: async ({ db, params: { id }, query, reply }) => {
      const { key, document } = await documentAt(db, id, query.version ?? 'draft');
      return reply
        .type('text/yaml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${key}.family.yaml"`)
        .header('cache-control', 'private, no-store')
        .send(await writeFamilyText(document));
    },
  }),

  operation('importFamilyFile', {
    permission: 'CATALOGUE_ADMIN',
    handler: async ({ db, catalogues, params: { id }, body, locale, request }) => {
      const text = fileText(body, request.headers['content-type']);
      const document = await readFamilyText(text, locale);
      try {
        const modified = await modifyFamilyDocument(db, id, () => document, locale);
        if (!modified) throw notFound();
      } catch (error) {
        throw await placed(error, text);
      }
      return { data: await adminFamilyView({ db, catalogues }, id, locale) };
    },
  }),
];
