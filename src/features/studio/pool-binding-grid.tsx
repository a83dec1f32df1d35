/**
 * The studio's "Pool" tab (issue 32, "the studio edits these bindings"): one row per question of the family,
 * with its title in the page's language and its type, its `fromPool` binding edited by a form (a measure of the
 * pool and its unit, or a table from the pool's shape, stairs or construction to its answers or to yes and no;
 * "None" removes it),
 * what the sample pool loaded in the preview gives it, and the binding's errors. A binding the form cannot
 * represent is shown read-only, with a way to its line in the file. Edits go through the same path as the other
 * grids (a new document, written back as the file's YAML: undone, saved and previewed like any edit).
 * Below 768 px a row's cells stack.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Tag, Typography } from 'antd';
import { memo, useMemo, useState } from 'react';
import {
  answersFromPool,
  formatAnswer,
  localize,
  poolSkipMessage,
  readPoolBinding,
  writePoolBinding,
  type Catalogue,
  type DocQuestion,
  type FamilyDocument,
  type Locale,
  type PoolBindingForm,
  type PoolMeasures,
} from '../../../engine/index.ts';
import { updateAt, withKey } from './document-edit.ts';
import { PoolBindingEditor } from './pool-binding-editor.tsx';
import { QUESTION_TYPE_TEXT } from './pool-binding-texts.ts';
import type { Problem } from './problem-list.tsx';
import './pool-binding-grid.css';

export interface PoolBindingGridProps {
  document: FamilyDocument;
  locale: Locale;
  onChange(next: FamilyDocument): void;
  /** The family as typed, compiled (else the last text that compiled; null when none did): what the sample pool gives runs on it. */
  catalogue: Catalogue | null;
  /** The sample pool loaded in the preview, with its name in the page's language. */
  samplePool: { label: string; pool: PoolMeasures } | null;
  /** The file's problems (those at a binding are shown on its row). */
  problems: readonly Problem[];
  /** The line of a JSON Pointer in the file. */
  lineOf(pointer: string): number;
  /** Shows a line in the File tab. */
  onShowLine(line: number): void;
}

/** The order in which the family files write a question's keys (engine/catalogue/family-yaml.ts). */
const QUESTION_KEY_ORDER = ['key', 'type', 'required', 'category', 'unit', 'min', 'max', 'step', 'maxLength', 'default', 'fromPool', 'visibleWhen', 'title', 'help', 'image', 'answers'];

interface Row {
  pointer: string;
  stepIndex: number;
  questionIndex: number;
  question: DocQuestion;
}

export const PoolBindingGrid = memo(function PoolBindingGrid({ document, locale, onChange, catalogue, samplePool, problems, lineOf, onShowLine }: PoolBindingGridProps) {
  const { t, i18n } = useLingui();
  const rows = useMemo<Row[]>(
    () =>
      document.steps.flatMap((step, stepIndex) =>
        step.questions.map((question, questionIndex) => ({ pointer: `/steps/${stepIndex}/questions/${questionIndex}`, stepIndex, questionIndex, question })),
      ),
    [document],
  );
  /** The form a row was last given, while the file holds what it wrote (a table choosing one answer everywhere stays a table). */
  const [drafts, setDrafts] = useState<ReadonlyMap<string, PoolBindingForm>>(new Map());
  const [readCache] = useState(() => new WeakMap<DocQuestion, PoolBindingForm>());
  const formOf = (question: DocQuestion) => {
    const draft = drafts.get(question.key);
    if (draft && writePoolBinding(draft) === question.fromPool) return draft;
    let read = readCache.get(question);
    if (!read) {
      read = readPoolBinding(question);
      readCache.set(question, read);
    }
    return read;
  };
  const given = useMemo(() => (catalogue && samplePool ? answersFromPool(catalogue, samplePool.pool) : null), [catalogue, samplePool]);
  const bound = rows.filter((row) => row.question.fromPool !== undefined).length;
  const questionCount = rows.length;
  const samplePoolLabel = samplePool?.label ?? null;

  const change = (row: Row, form: PoolBindingForm) => {
    setDrafts((previous) => new Map(previous).set(row.question.key, form));
    const value = writePoolBinding(form);
    onChange(updateAt(document, ['steps', row.stepIndex, 'questions', row.questionIndex], (old) => withKey(old as DocQuestion, 'fromPool', value, QUESTION_KEY_ORDER)));
  };

  const sampleCell = (question: DocQuestion) => {
    if (!samplePool) return null;
    if (!given || !catalogue) return <Typography.Text type="secondary">{t`The family has errors: fix them to see what the pool gives.`}</Typography.Text>;
    if (question.fromPool === undefined) return <Typography.Text type="secondary">—</Typography.Text>;
    const compiled = catalogue.questionsByKey.get(question.key);
    if (!compiled) return null;
    if (given.from_pool.includes(question.key)) return <strong>{formatAnswer(catalogue, compiled, given.answers[String(compiled.id)]!, locale)}</strong>;
    const skip = given.skipped.find((item) => item.key === question.key);
    return <Typography.Text type="secondary">{skip ? poolSkipMessage(skip, locale, compiled) : t`Not filled`}</Typography.Text>;
  };

  return (
    <section className="pool-binding-grid" aria-labelledby="pool-binding-grid-title" data-testid="pool-binding-grid">
      <header className="pool-binding-grid-header">
        <Typography.Title level={3} id="pool-binding-grid-title" className="pool-binding-grid-title">
          <Trans>Answers from the pool</Trans>
        </Typography.Title>
        <Typography.Text type="secondary" data-testid="pool-binding-summary">
          <Trans>
            {bound} of {questionCount} questions take their answer from a project’s pool.
          </Trans>
        </Typography.Text>
        <Typography.Text type="secondary" data-testid="pool-binding-sample">
          {samplePoolLabel !== null ? t`Sample pool: ${samplePoolLabel}` : t`Load a sample pool in the preview to see what it gives each question.`}
        </Typography.Text>
      </header>
      <table className="pool-binding-table-grid">
        <thead>
          <tr>
            <th scope="col">{t`Question`}</th>
            <th scope="col">{t`Taken from the pool`}</th>
            {samplePool && <th scope="col">{t`The sample pool gives`}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const { question } = row;
            const title = localize(question.title, locale);
            const path = `${row.pointer}/fromPool`;
            const errors = problems.filter((problem) => problem.path === path || problem.path.startsWith(`${path}/`));
            return (
              <tr key={row.pointer} data-question={question.key}>
                <th scope="row" className="pool-binding-question">
                  <span className="pool-binding-question-title">{title}</span>
                  <span className="pool-binding-question-meta">
                    <code>{question.key}</code>
                    <Tag className="pool-binding-type">{i18n._(QUESTION_TYPE_TEXT[question.type])}</Tag>
                    {question.unit && <Tag className="pool-binding-type">{question.unit}</Tag>}
                  </span>
                </th>
                <td className="pool-binding-cell">
                  <PoolBindingEditor
                    question={question}
                    title={title}
                    form={formOf(question)}
                    locale={locale}
                    onChange={(form) => change(row, form)}
                    onEditInFile={() => onShowLine(lineOf(path))}
                  />
                  {errors.length > 0 && (
                    <ul className="pool-binding-errors" aria-label={t`Errors of this binding`}>
                      {errors.map(({ line, message }) => (
                        <li key={`${line}-${message}`}>
                          <Typography.Text type="danger">{message}</Typography.Text>{' '}
                          <Button type="link" size="small" onClick={() => onShowLine(line)}>
                            <Trans>Line {line}</Trans>
                          </Button>
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
                {samplePool && (
                  <td className="pool-binding-sample" data-testid="pool-binding-sample-value">
                    {/* shown (and read) only on a phone, where the table's head is hidden */}
                    <span className="pool-binding-caption">
                      {t`The sample pool gives`}
                    </span>
                    {sampleCell(question)}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
});
