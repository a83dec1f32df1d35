/**
 * Everything the studio knows of a family file as typed, computed in the
 * browser by the engine on each edit: the YAML parsed, the document checked
 * against the step DSL's schema and compiled, the product checks, the test
 * cases run and the reachability search, with every problem placed on its
 * line. The same checks run again on the server before a publish.
 */
import {
  compileFamily,
  findUnreachable,
  parseFamilyYaml,
  pointerLocator,
  reviewFamily,
  runTestCases,
  type Catalogue,
  type CatalogueIssue,
  type FamilyDocument,
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

export interface FamilyAnalysis {
  /** The document as parsed (null: the YAML does not parse). */
  document: FamilyDocument | null;
  /** The compiled family (null: the document has errors). */
  catalogue: Catalogue | null;
  /** Errors of the text, the schema, the engine's and the product checks, on their lines. */
  issues: PlacedIssue[];
  cases: TestCaseResult[];
  unreachable: (UnreachableItem & { line: number })[];
  /** The line and column of a JSON Pointer of the document in the text. */
  locate(pointer: string): { line: number; column: number };
  /** Milliseconds the whole analysis took (the studio's own figure). */
  ms: number;
}

export function analyseFamily(text: string): FamilyAnalysis {
  const started = performance.now();
  const parsed = parseFamilyYaml(text);
  const locate = parsed.ok ? pointerLocator(text) : () => ({ line: 1, column: 1 });
  const done = (analysis: Omit<FamilyAnalysis, 'ms' | 'locate'>): FamilyAnalysis => ({ ...analysis, locate, ms: performance.now() - started });
  if (!parsed.ok) {
    return done({ document: null, catalogue: null, issues: parsed.issues.map((found) => ({ ...found })), cases: [], unreachable: [] });
  }
  const place = (found: CatalogueIssue): PlacedIssue => ({ ...locate(found.path), path: found.path, code: found.code, params: found.params, message: found.message });
  const document = parsed.document as FamilyDocument;
  const compiled = compileFamily(document);
  if (!compiled.ok) return done({ document, catalogue: null, issues: compiled.issues.map(place), cases: [], unreachable: [] });
  const catalogue = compiled.catalogue;
  return done({
    document,
    catalogue,
    issues: reviewFamily(catalogue).map(place),
    cases: runTestCases(catalogue),
    unreachable: findUnreachable(catalogue).map((item) => ({ ...item, line: locate(item.path).line })),
  });
}
