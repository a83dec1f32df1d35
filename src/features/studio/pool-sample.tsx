/**
 * The preview's sample pool (issue 32): a few measured pools to load into the preview, so that the product team
 * sees what the family's `fromPool` bindings give; then which answers came from the pool and, for each bound
 * question left unanswered, why (the engine's words, in the page's language). Shown only for a family with bindings.
 */
import { useLingui } from '@lingui/react/macro';
import { Select, Typography } from 'antd';
import { formatAnswer, localize, poolSkipMessage, type AnswersFromPool, type Catalogue, type Locale } from '../../../engine/index.ts';
import type { SamplePoolKey } from './sample-pools.ts';

export interface PoolSampleProps {
  catalogue: Catalogue;
  /** The page's language: the studio's words, the family's titles. */
  locale: Locale;
  chosen: SamplePoolKey | null;
  /** What the chosen pool gave when it was loaded. */
  filled: AnswersFromPool | null;
  onChoose(key: SamplePoolKey | null): void;
}

/** Each sample pool's name in the page's language. */
export function useSamplePoolLabels(): Record<SamplePoolKey, string> {
  const { t } = useLingui();
  return {
    rect_8x4_roman: t`8 x 4 m rectangle, Roman stairs, concrete`,
    rect_10x5: t`10 x 5 m rectangle, no stairs, liner`,
    oval_7x3_5: t`7 x 3.5 m oval, shell`,
    free_form_12x6_corner: t`12 x 6 m free form, corner stairs`,
  };
}

export function PoolSample({ catalogue, locale, chosen, filled, onChoose }: PoolSampleProps) {
  const { t } = useLingui();
  const labels = useSamplePoolLabels();
  if (catalogue.poolBindings.length === 0) return null;
  // French sets a no-break space before the colon
  const colon = locale === 'fr' ? '\u00a0: ' : ': ';
  const title = (key: string) => {
    const question = catalogue.questionsByKey.get(key);
    return question ? localize(question.title, locale) : key;
  };
  return (
    <section className="pool-sample" aria-label={t`Sample pool`}>
      <Select<SamplePoolKey>
        className="pool-sample-select"
        aria-label={t`Load a sample pool into the preview`}
        placeholder={t`Load a sample pool…`}
        allowClear
        value={chosen ?? undefined}
        onChange={(key) => onChoose(key ?? null)}
        options={(Object.keys(labels) as SamplePoolKey[]).map((key) => ({ value: key, label: labels[key] }))}
      />
      {filled && (
        <div className="pool-sample-result" data-testid="pool-sample-result">
          <Typography.Text strong>{t`Answers from the pool`}</Typography.Text>
          {filled.from_pool.length === 0 ? (
            <Typography.Paragraph type="secondary">{t`No answer: the pool gives none that this family accepts.`}</Typography.Paragraph>
          ) : (
            <ul aria-label={t`Answers from the pool`}>
              {filled.from_pool.map((key) => {
                const question = catalogue.questionsByKey.get(key)!;
                return (
                  <li key={key}>
                    {title(key)}
                    {colon}
                    <strong>{formatAnswer(catalogue, question, filled.answers[String(question.id)]!, locale)}</strong>
                  </li>
                );
              })}
            </ul>
          )}
          {filled.skipped.length > 0 && (
            <>
              <Typography.Text strong>{t`Not filled`}</Typography.Text>
              <ul aria-label={t`Questions the pool did not fill`}>
                {filled.skipped.map((skip) => (
                  <li key={skip.key}>
                    {title(skip.key)}
                    {colon}
                    <Typography.Text type="secondary">{poolSkipMessage(skip, locale, catalogue.questionsByKey.get(skip.key))}</Typography.Text>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </section>
  );
}
