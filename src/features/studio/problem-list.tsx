/**
 * The problems of the family file under the editor, in the page's language,
 * each on its line (a click shows it in the editor): errors of the YAML, the
 * step DSL's schema and the engine's checks, and the rules and answers no
 * input can reach, in the engine's words (the server's refusals use the same). Test cases have their own tab.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Typography } from 'antd';
import { useMemo } from 'react';
import { catalogueIssueMessage, unreachableMessage, type Locale } from '../../../engine/index.ts';
import type { FamilyAnalysis } from './family-analysis.ts';

export interface Problem {
  line: number;
  column: number;
  path: string;
  message: string;
  severity: 'error' | 'warning';
  kind: 'issue' | 'unreachable';
}

export function useProblems(analysis: FamilyAnalysis | null, locale: Locale): Problem[] {
  return useMemo(() => {
    if (!analysis) return [];
    const issues: Problem[] = analysis.issues.map((found) => ({
      line: found.line,
      column: found.column,
      path: found.path,
      message: catalogueIssueMessage(found, locale),
      severity: 'error',
      kind: 'issue',
    }));
    const unreachable: Problem[] = analysis.unreachable.map((item) => ({
      line: item.line,
      column: 1,
      path: item.path,
      message: unreachableMessage(item, locale),
      severity: 'error',
      kind: 'unreachable',
    }));
    return [...issues, ...unreachable].sort((a, b) => a.line - b.line);
  }, [analysis, locale]);
}

export interface ProblemListProps {
  problems: readonly Problem[];
  /** An analysis of the latest text is still to come. */
  analysing: boolean;
  /** How long the last analysis took, in ms. */
  ms: number | null;
  onShow(line: number): void;
}

export function ProblemList({ problems, analysing, ms, onShow }: ProblemListProps) {
  const { t } = useLingui();
  const count = problems.length;
  const took = ms === null ? '' : String(Math.round(ms));
  return (
    <section className="studio-problems" aria-labelledby="studio-problems-title" aria-busy={analysing}>
      <header className="studio-problems-head">
        <h3 id="studio-problems-title">
          <Trans>Problems</Trans>
        </h3>
        <span role="status" data-testid="studio-problem-count">
          {count === 0 ? <Trans>No problem: the family compiles and every rule and answer can be reached.</Trans> : <Trans>{count} to fix</Trans>}
        </span>
        {ms !== null && <Typography.Text type="secondary" data-testid="studio-problem-ms">{t`checked in ${took} ms`}</Typography.Text>}
      </header>
      {count > 0 && (
        <ul className="studio-problem-items">
          {problems.map((problem, index) => {
            const line = problem.line;
            return (
              <li key={`${problem.path}-${index}`} data-kind={problem.kind}>
                <Button type="link" size="small" onClick={() => onShow(problem.line)} aria-label={t`Show line ${line} in the editor`}>
                  <Trans>Line {line}</Trans>
                </Button>
                <span>{problem.message}</span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
