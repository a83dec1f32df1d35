/**
 * How each family's test cases fare on its draft, for the studio's list: the
 * drafts compiled and their cases and reachability run by the engine in the
 * browser, after the list is painted (a render that gives way to input).
 */
import { useDeferredValue, useMemo } from 'react';
import { compileFamily, findUnreachable, runTestCases } from '../../../engine/index.ts';
import type { CaseStatus } from './family-list.tsx';
import type { StudioFamily } from './use-studio-families.ts';

function statusOf(family: StudioFamily): CaseStatus {
  const compiled = compileFamily(family.document);
  if (!compiled.ok) return { total: 0, failed: 0, unreachable: 0, broken: true };
  const results = runTestCases(compiled.catalogue);
  return { total: results.length, failed: results.filter((result) => !result.passed).length, unreachable: findUnreachable(compiled.catalogue).length, broken: false };
}

export function useCaseStatuses(families: readonly StudioFamily[]): (family: StudioFamily) => CaseStatus | null {
  const shown = useDeferredValue(families, []);
  const statuses = useMemo(() => new Map(shown.map((family) => [family.id, statusOf(family)])), [shown]);
  return (family) => statuses.get(family.id) ?? null;
}
