/**
 * The family's test cases, run by the engine on every edit: each one passing
 * or failing with its differences in words (the engine's, as the server's
 * refusal of a publish words them), and what can be done about it
 * (show it in the file, take what the family gives now as expected, remove
 * it); and "save as test case", which stores the preview's answers with the
 * price lines, total and inconsistencies they give now. A failing case blocks
 * the publish; the server runs the cases again before it publishes.
 */
import { CheckCircleFilled, CloseCircleFilled, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Empty, Input, Tag, Typography } from 'antd';
import { useState } from 'react';
import { differenceMessage, localize, type FamilyDocument, type Locale, type TestCaseResult } from '../../../engine/index.ts';

const KEY_PATTERN = /^[a-z][a-z0-9_]*$/;

export interface TestBenchProps {
  document: FamilyDocument | null;
  results: readonly TestCaseResult[];
  locale: Locale;
  /** Whether the preview's answers can be saved (the family compiles). */
  canSave: boolean;
  onSave(key: string): void;
  onAccept(index: number): void;
  onRemove(index: number): void;
  onReveal(path: string): void;
  readOnly?: boolean;
}

function SaveCaseForm({ taken, onSave }: { taken: ReadonlySet<string>; onSave(key: string): void }) {
  const { t } = useLingui();
  const [key, setKey] = useState('');
  const [touched, setTouched] = useState(false);
  const error = !KEY_PATTERN.test(key)
    ? t`A key is lower case letters, digits and underscores, starting with a letter (e.g. roman_10x5_price).`
    : taken.has(key)
      ? t`This family already has a test case with this key.`
      : null;
  const submit = () => {
    setTouched(true);
    if (error) return;
    onSave(key);
    setKey('');
    setTouched(false);
  };
  return (
    <form
      className="test-bench-save"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor="test-case-key">
        <Trans>Save the preview's answers as a test case</Trans>
      </label>
      <div className="test-bench-save-row">
        <Input
          id="test-case-key"
          value={key}
          maxLength={60}
          placeholder={t`Key, e.g. roman_10x5_price`}
          status={touched && error ? 'error' : undefined}
          aria-invalid={touched && error !== null}
          aria-describedby={touched && error ? 'test-case-key-error' : undefined}
          onChange={(event) => setKey(event.target.value.trim())}
        />
        <Button htmlType="submit" type="primary" icon={<PlusOutlined aria-hidden />}>
          <Trans>Save as test case</Trans>
        </Button>
      </div>
      {touched && error && (
        <Typography.Text type="danger" id="test-case-key-error" role="alert">
          {error}
        </Typography.Text>
      )}
    </form>
  );
}

export function TestBench({ document, results, locale, canSave, onSave, onAccept, onRemove, onReveal, readOnly = false }: TestBenchProps) {
  const { t } = useLingui();
  const cases = document?.testCases ?? [];
  const failing = results.filter((result) => !result.passed).length;
  const total = results.length;
  return (
    <section className="test-bench" aria-labelledby="test-bench-title">
      <header className="test-bench-header">
        <h3 id="test-bench-title">
          <Trans>Test cases</Trans>
        </h3>
        <span data-testid="test-bench-summary" className={failing > 0 ? 'test-bench-failing' : undefined}>
          {total === 0 ? <Trans>No test case yet.</Trans> : failing > 0 ? <Trans>{failing} of {total} failing</Trans> : <Trans>All {total} passing</Trans>}
        </span>
      </header>
      {!readOnly && (canSave ? <SaveCaseForm taken={new Set(cases.map((item) => item.key))} onSave={onSave} /> : (
        <Typography.Text type="secondary"><Trans>Fix the errors of the file to save a test case.</Trans></Typography.Text>
      ))}
      {total === 0 ? (
        <Empty description={t`Answer the preview, then save its answers as a test case: it will be checked on every edit and before every publish.`} />
      ) : (
        <ul className="test-bench-cases">
          {results.map((result, index) => {
            const title = cases[index]?.title;
            const key = result.key;
            // a case naming a pool is run with the answers its pool gives (issue 32)
            const pool = cases[index]?.pool;
            const metres = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
            const size = pool ? `${metres.format(pool.length_m)} × ${metres.format(pool.width_m)} m` : '';
            return (
              <li key={`${result.key}-${index}`} className="test-bench-case" data-testid={`test-case-${result.key}`} data-passed={result.passed}>
                <div className="test-bench-case-head">
                  {result.passed ? (
                    <CheckCircleFilled className="test-bench-pass" aria-label={t`Passing`} role="img" />
                  ) : (
                    <CloseCircleFilled className="test-bench-fail" aria-label={t`Failing`} role="img" />
                  )}
                  <Typography.Text strong code>{result.key}</Typography.Text>
                  {title && <span>{localize(title, locale)}</span>}
                  {pool && (
                    <Tag className="test-bench-pool" data-testid={`test-case-pool-${key}`}>
                      {t`Pool ${size}`}
                    </Tag>
                  )}
                  <span className="test-bench-status">{result.passed ? <Trans>Passing</Trans> : <Trans>Failing</Trans>}</span>
                </div>
                {!result.passed && (
                  <ul className="test-bench-differences">
                    {result.differences.map((difference, position) => (
                      <li key={position}>{differenceMessage(result.key, difference, locale).message}</li>
                    ))}
                  </ul>
                )}
                <div className="test-bench-actions">
                  <Button size="small" type="link" onClick={() => onReveal(result.path)}>
                    <Trans>Show in the file</Trans>
                  </Button>
                  {!readOnly && !result.passed && (
                    <Button size="small" onClick={() => onAccept(index)} aria-label={t`Take what the family gives now as expected for ${key}`}>
                      <Trans>Take the current result as expected</Trans>
                    </Button>
                  )}
                  {!readOnly && (
                    <Button size="small" danger icon={<DeleteOutlined aria-hidden />} onClick={() => onRemove(index)} aria-label={t`Remove the test case ${key}`}>
                      <Trans>Remove</Trans>
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
