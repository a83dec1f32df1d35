/**
 * What publishing the draft would do, shown in the publish dialog (issue 27,
 * item 5), as the server works it out (getFamilyImpact): how many open
 * quotes the new version reprices and by how much per currency, the keys of
 * their answers it renames or removes, the translations missing per
 * language (a warning), and the values it cannot price (a blocker).
 */
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Alert, Spin } from 'antd';
import type { ReactNode } from 'react';
import type { Locale } from '../../../engine/index.ts';
import type { components } from '../../../openapi/generated/api.ts';
import { errorText } from '../../api/errors.ts';
import { $api } from '../../api/queries.ts';
import { formatCents } from '../../lib/money.ts';
import { languageName } from './language-name.ts';

export type FamilyImpact = components['schemas']['FamilyImpact'];

export interface ImpactState {
  impact: FamilyImpact | null;
  loading: boolean;
  /** The server's refusal, in the page's language. */
  error: string | null;
}

/** The impact report of family `id`'s saved draft, asked while `open` and never kept once the dialog closes. */
export function useFamilyImpact(id: number, open: boolean): ImpactState {
  const { t } = useLingui();
  const query = useQuery({ ...$api.queryOptions('get', '/family/{id}/impact', { params: { path: { id } } }), enabled: open, staleTime: 0, gcTime: 0, retry: false });
  return {
    impact: query.data?.data ?? null,
    loading: open && query.isPending,
    error: query.error ? errorText(query.error, t`What this version changes for open quotes could not be worked out.`) : null,
  };
}

/** A signed amount: "+15,00 €", "−9,00 €", "0,00 €". */
function signed(cents: number, currency: string, locale: Locale): string {
  const amount = formatCents(Math.abs(cents), currency, locale);
  return cents > 0 ? `+${amount}` : cents < 0 ? `−${amount}` : amount;
}

function Repricing({ impact, locale }: { impact: FamilyImpact; locale: Locale }) {
  const { t } = useLingui();
  const open = impact.open_quotes;
  if (open === 0) return <p data-testid="impact-quotes"><Trans>No open quote uses this family: publishing reprices none.</Trans></p>;
  const priced = impact.priced_quotes;
  const lines: ReactNode[] = impact.repricing.map((range) => {
    const { currency, quotes, changed } = range;
    const min = signed(range.min_difference_cents, currency, locale);
    const max = signed(range.max_difference_cents, currency, locale);
    const head = t({ message: plural(quotes, { one: `${currency}: # open quote`, other: `${currency}: # open quotes` }) });
    const body =
      changed === 0
        ? t({ message: plural(quotes, { one: 'its price does not change', other: 'none changes price' }) })
        : min === max
          ? t({ message: plural(changed, { one: `# repriced by ${min} (total excl. VAT)`, other: `# repriced by ${min} each (total excl. VAT)` }) })
          : t({ message: plural(changed, { one: `# repriced; differences from ${min} to ${max} (total excl. VAT)`, other: `# repriced; differences from ${min} to ${max} (total excl. VAT)` }) });
    return <li key={currency}>{t`${head}, ${body}.`}</li>;
  });
  const failing = impact.failing;
  const unpriced = impact.unpriced;
  return (
    <div data-testid="impact-quotes">
      <p>{t({ message: plural(open, { one: '# open quote (not ordered) uses this family. Priced with this version:', other: '# open quotes (not ordered) use this family. Priced with this version:' }) })}</p>
      {lines.length > 0 && <ul className="studio-blockers">{lines}</ul>}
      {impact.capped && <p><Trans>Only the {priced} most recently changed were priced and read.</Trans></p>}
      {failing > 0 && <p className="studio-impact-error">{t({ message: plural(failing, { one: '# quote priced today could not be priced with this version.', other: '# quotes priced today could not be priced with this version.' }) })}</p>}
      {unpriced > 0 && <p>{t({ message: plural(unpriced, { one: '# quote is not complete enough to be priced: left out.', other: '# quotes are not complete enough to be priced: left out.' }) })}</p>}
    </div>
  );
}

function KeyLine({ entry }: { entry: FamilyImpact['keys'][number] }) {
  const { t } = useLingui();
  const name = entry.answer === null ? entry.question : `${entry.question}.${entry.answer}`;
  const count = entry.quotes;
  const to = entry.renamed_to;
  const what =
    entry.kind === 'question'
      ? to === null
        ? t`Question ${name} is removed`
        : t`Question ${name} is renamed ${to}`
      : to === null
        ? t`Answer ${name} is removed`
        : t`Answer ${name} is renamed ${to}`;
  const where = t({ message: plural(count, { one: 'answered by # open quote, which loses that answer when repriced.', other: 'answered by # open quotes, which lose that answer when repriced.' }) });
  return <li>{t`${what}: ${where}`}</li>;
}

/** The report, or where it stands. */
export function PublishImpact({ state, locale, unsaved }: { state: ImpactState; locale: Locale; unsaved: boolean }) {
  const { t } = useLingui();
  const { impact, loading, error } = state;
  return (
    <section className="studio-impact" aria-labelledby="studio-impact-title" aria-busy={loading} data-testid="studio-impact">
      <h3 id="studio-impact-title" className="studio-field-label">
        <Trans>What this version changes</Trans>
      </h3>
      {unsaved && <p className="studio-impact-note"><Trans>Worked out on the saved draft, before what you typed.</Trans></p>}
      {loading && (
        <div className="studio-impact-pricing">
          <Spin size="small" /> <Trans>Pricing the open quotes with this version…</Trans>
        </div>
      )}
      {error && <Alert type="warning" showIcon title={error} />}
      {impact && (
        <>
          {impact.domain_problems.length > 0 && (
            <Alert
              className="form-alert"
              type="error"
              showIcon
              role="alert"
              title={t`Values the form accepts that this version cannot price:`}
              description={<ul className="studio-blockers">{impact.domain_problems.map((problem, index) => <li key={index}>{problem.message}</li>)}</ul>}
            />
          )}
          <Repricing impact={impact} locale={locale} />
          {impact.keys.length > 0 && (
            <Alert
              className="form-alert"
              type="warning"
              showIcon
              title={t`Answers of open quotes that this version drops:`}
              description={<ul className="studio-blockers" data-testid="impact-keys">{impact.keys.map((entry) => <KeyLine key={`${entry.question}.${entry.answer ?? ''}`} entry={entry} />)}</ul>}
            />
          )}
          {impact.translations.length > 0 && (
            <Alert
              className="form-alert"
              type="warning"
              showIcon
              title={t`Translations missing (English is shown instead):`}
              description={
                <ul className="studio-blockers" data-testid="impact-translations">
                  {impact.translations.map(({ language, missing, total }) => {
                    const name = languageName(language, locale, true);
                    return <li key={language}>{t`${name}: ${missing} of ${total} texts`}</li>;
                  })}
                </ul>
              }
            />
          )}
        </>
      )}
    </section>
  );
}
