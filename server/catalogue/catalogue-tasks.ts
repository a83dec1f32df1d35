/**
 * The work the catalogue worker does for the server (catalogue-worker.ts),
 * as plain data both sides share, and the reading of a family file's text
 * (run in the worker).
 */
import { catalogueIssueMessage, parseFamilyYaml, type FamilyDocument, type ImpactQuote, type Locale, type PublishImpact } from '../../engine/index.ts';
import type { ErrorDetail } from '../http/app-error.ts';

export type CatalogueTask =
  /** A family file's text read: its document, or every error placed on its line. */
  | { kind: 'parse'; text: string; locale: Locale }
  /** A document written as its canonical family file. */
  | { kind: 'export'; document: unknown }
  /** The line and column of each JSON Pointer in a family file's text. */
  | { kind: 'locate'; text: string; paths: string[] }
  /** The publishing gate's refusals (test cases, reachability) of a document that compiles. */
  | { kind: 'publish_checks'; document: unknown; locale: Locale }
  /** What publishing the draft does to open quotes (publish-impact.ts): documents compiled with the family's ids. */
  | { kind: 'impact'; task: ImpactTask };

/** The plain data of an impact report: the family's ids (`kind:key` → id), the documents, the quotes. */
export interface ImpactTask {
  ids: [string, number][];
  draft: unknown;
  /** The latest published version's document, null before the first. */
  latest: unknown;
  /** The documents of the versions the quotes are on, by number. */
  versions: [number, unknown][];
  quotes: ImpactQuote[];
  locale: Locale;
}

export type ImpactAnswer = PublishImpact & { domainProblems: ErrorDetail[] };

export type ParsedText = { ok: true; document: FamilyDocument } | { ok: false; details: ErrorDetail[] };

/** The document of a YAML text, or every syntax error placed, in `locale`. */
export function parsedFamilyText(text: string, locale: Locale): ParsedText {
  const parsed = parseFamilyYaml(text);
  if (parsed.ok) return { ok: true, document: parsed.document as FamilyDocument };
  return { ok: false, details: parsed.issues.map((found) => ({ path: found.path, code: found.code, message: catalogueIssueMessage(found, locale), line: found.line, column: found.column })) };
}
