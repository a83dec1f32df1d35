/**
 * Everything the studio knows of a family file as typed, computed by the
 * engine on each edit: the YAML parsed, the document checked against the
 * step DSL's schema and compiled, the product checks, the test cases run and
 * the reachability search, with every problem placed on its line. The same
 * checks run again on the server before a publish.
 *
 * It runs in a worker (family-analysis.worker.ts): parsing a large family
 * file takes longer than a keystroke may. Its result is plain data, sent back
 * to the page; the page compiles the checked document again for the preview.
 */
import {
  compileFamily,
  findUnreachable,
  parseFamilyYaml,
  reviewFamily,
  runTestCases,
  type CatalogueIssue,
  type FamilyDocument,
  type FamilyYamlResult,
  type TestCaseResult,
  type UnreachableItem,
} from '../../../engine/index.ts';

export interface PlacedIssue {
  line: number;
  column: number;
  path: string;
  code: string;
  params: Record<string, string | number>;
  /** The engine's English text, the detail kept where a message quotes a parser. */
  message: string;
}

/**
 * What the worker sends for the text it was given: its document as soon as it compiles (for the preview), then the
 * whole analysis, without the text (the page has it) nor the document when it was sent already (each is copied
 * across threads at a cost).
 */
export type AnalysisMessage = { kind: 'compiled'; document: FamilyDocument } | { kind: 'analysis'; analysis: Omit<FamilyAnalysis, 'text'>; documentSent: boolean };

export interface FamilyAnalysis {
  /** The text analysed. */
  text: string;
  /** The document as parsed (null: the YAML does not parse). */
  document: FamilyDocument | null;
  /** Whether the document compiles (schema and engine checks). */
  compiles: boolean;
  /** Errors of the text, the schema, the engine's and the product checks, on their lines. */
  issues: PlacedIssue[];
  cases: (TestCaseResult & { line: number })[];
  unreachable: (UnreachableItem & { line: number })[];
  /** Milliseconds the whole analysis took (the studio's own figure). */
  ms: number;
}

/**
 * Analyses a text; `read` reads the YAML (the worker's reads again in part what one edit changed,
 * family-yaml-edits.ts); `compiled` is told the document as soon as it compiles, before the slower checks.
 */
export function analyseFamily(text: string, read: (text: string) => FamilyYamlResult = parseFamilyYaml, compiled?: (document: FamilyDocument) => void): FamilyAnalysis {
  const started = performance.now();
  const done = (analysis: Omit<FamilyAnalysis, 'ms' | 'text'>): FamilyAnalysis => ({ ...analysis, text, ms: performance.now() - started });
  const parsed = read(text);
  if (!parsed.ok) return done({ document: null, compiles: false, issues: parsed.issues.map((found) => ({ ...found })), cases: [], unreachable: [] });
  const locate = parsed.locate;
  const place = (found: CatalogueIssue): PlacedIssue => ({ ...locate(found.path), path: found.path, code: found.code, params: found.params, message: found.message });
  const document = parsed.document as FamilyDocument;
  const compiledFamily = compileFamily(document);
  if (!compiledFamily.ok) return done({ document, compiles: false, issues: compiledFamily.issues.map(place), cases: [], unreachable: [] });
  compiled?.(document);
  const catalogue = compiledFamily.catalogue;
  return done({
    document,
    compiles: true,
    issues: reviewFamily(catalogue).map(place),
    cases: runTestCases(catalogue).map((result) => ({ ...result, line: locate(result.path).line })),
    unreachable: findUnreachable(catalogue).map((item) => ({ ...item, line: locate(item.path).line })),
  });
}
