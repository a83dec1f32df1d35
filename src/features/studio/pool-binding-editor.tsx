/**
 * One question's pool binding in the Pool tab: where its answer comes from (nothing, a measure of the pool with
 * its unit, or a table from the pool's shape, stairs or construction to the question's answers, or to yes and no,
 * one select per pool value), or, for an expression the form cannot show, that expression read-only with a way to its line.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Select, Typography } from 'antd';
import {
  defaultPoolUnit,
  localize,
  newPoolTable,
  POOL_KEYED_FIELDS,
  POOL_MEASURE_FIELDS,
  POOL_UNITS,
  poolFormKinds,
  type DocQuestion,
  type Locale,
  type PoolBindingForm,
  type PoolKeyedField,
  type PoolTableAnswer,
  type PoolUnit,
} from '../../../engine/index.ts';
import { FIELD_PAIR_TEXT, KEYED_FIELD_TEXT, MEASURE_TEXT, POOL_VALUE_TEXT, UNIT_TEXT } from './pool-binding-texts.ts';

export interface PoolBindingEditorProps {
  question: DocQuestion;
  /** The question's title in the page's language (the selects' names start with it). */
  title: string;
  form: PoolBindingForm;
  locale: Locale;
  onChange(form: PoolBindingForm): void;
  /** Shows the binding's line in the file (a custom expression). */
  onEditInFile(): void;
}

/** The table sources the form offers: each keyed field, each pair, and the same answer for every pool. */
const TABLE_SOURCES: PoolKeyedField[][] = [
  ...POOL_KEYED_FIELDS.map((field) => [field]),
  ...POOL_KEYED_FIELDS.flatMap((first, index) => POOL_KEYED_FIELDS.slice(index + 1).map((second) => [first, second])),
  [],
];

const sourceOf = (form: PoolBindingForm) =>
  form.kind === 'measure' ? `measure:${form.field}` : form.kind === 'table' ? `table:${form.fields.join('+')}` : form.kind;

/** A question in metres, centimetres or millimetres bound to a measure given in another of them. */
const unitMismatch = (question: DocQuestion, unit: PoolUnit) => {
  const own = question.unit?.trim().toLowerCase();
  return (own === 'm' || own === 'cm' || own === 'mm') && own !== unit;
};

/** The select's value for "no answer" (a select's value cannot be null). */
const NO_ANSWER = '\u0000';

export function PoolBindingEditor({ question, title, form, locale, onChange, onEditInFile }: PoolBindingEditorProps) {
  const { t, i18n } = useLingui();
  const kinds = poolFormKinds(question);

  if (form.kind === 'custom') {
    return (
      <div className="pool-binding-custom">
        <Typography.Text type="secondary">
          <Trans>Written by hand: the form cannot show this expression.</Trans>
        </Typography.Text>
        <code className="pool-binding-source">{form.source}</code>
        <Button size="small" onClick={onEditInFile}>
          <Trans>Edit in the file</Trans>
        </Button>
      </div>
    );
  }

  const sourceLabel = (fields: PoolKeyedField[]) =>
    fields.length === 0 ? t`The same answer for every pool` : fields.length === 1 ? i18n._(KEYED_FIELD_TEXT[fields[0]!]) : i18n._(FIELD_PAIR_TEXT[fields.join('+')]!);
  const options = [
    { value: 'none', label: t`None` },
    ...(kinds.includes('measure') ? POOL_MEASURE_FIELDS.map((field) => ({ value: `measure:${field}`, label: i18n._(MEASURE_TEXT[field]) })) : []),
    ...(kinds.includes('table') ? TABLE_SOURCES.map((fields) => ({ value: `table:${fields.join('+')}`, label: sourceLabel(fields) })) : []),
  ];
  const choose = (value: string) => {
    if (value === 'none') return onChange({ kind: 'none' });
    const [kind, rest = ''] = value.split(':');
    if (kind === 'measure') {
      const unit = form.kind === 'measure' ? form.unit : defaultPoolUnit(question);
      return onChange({ kind: 'measure', field: rest as (typeof POOL_MEASURE_FIELDS)[number], unit });
    }
    const fields = rest === '' ? [] : (rest.split('+') as PoolKeyedField[]);
    const table = newPoolTable(question, fields);
    onChange(fields.length === 0 ? { ...table, rows: [{ values: [], answer: question.answers?.[0]?.key ?? null }] } : table);
  };

  const questionUnit = question.unit ?? '';
  const bindingUnit = form.kind === 'measure' ? form.unit : '';
  const answers = question.answers ?? [];
  const yesNo = question.type === 'boolean';
  /** A table's answer as a select's value: yes and no as `true` and `false` for a yes-or-no question. */
  const valueOf = (answer: PoolTableAnswer) => (answer === null ? NO_ANSWER : String(answer));
  const answerOf = (value: string): PoolTableAnswer => (value === NO_ANSWER ? null : yesNo ? value === 'true' : value);
  const answerOptions = (current: PoolTableAnswer) => [
    ...(yesNo
      ? [
          { value: 'true', label: t`Yes` },
          { value: 'false', label: t`No` },
        ]
      : answers.map((answer) => ({ value: answer.key, label: localize(answer.title, locale) }))),
    ...(typeof current === 'string' && !answers.some((answer) => answer.key === current) ? [{ value: current, label: t`“${current}”, not an answer` }] : []),
    { value: NO_ANSWER, label: t`No answer` },
  ];

  return (
    <div className="pool-binding-editor">
      <Select
        className="pool-binding-kind"
        aria-label={t`${title}: taken from the pool`}
        value={sourceOf(form)}
        onChange={choose}
        disabled={kinds.length === 0}
        options={options}
        popupMatchSelectWidth={false}
      />
      {kinds.length === 0 && (
        <Typography.Text type="secondary" className="pool-binding-hint">
          <Trans>The form binds number, one-answer and yes-or-no questions; write other bindings in the file.</Trans>
        </Typography.Text>
      )}
      {form.kind === 'measure' && (
        <Select<PoolUnit>
          className="pool-binding-unit"
          aria-label={t`${title}: unit`}
          value={form.unit}
          onChange={(unit) => onChange({ ...form, unit })}
          options={(Object.keys(POOL_UNITS) as PoolUnit[]).map((unit) => ({ value: unit, label: i18n._(UNIT_TEXT[unit]) }))}
          popupMatchSelectWidth={false}
        />
      )}
      {form.kind === 'measure' && unitMismatch(question, form.unit) && (
        <Typography.Text type="warning" className="pool-binding-hint" data-testid="pool-binding-unit-warning">
          {t`This question is answered in ${questionUnit}; the binding gives values in ${bindingUnit}.`}
        </Typography.Text>
      )}
      {form.kind === 'table' && (
        <ul className="pool-binding-table" aria-label={t`${title}: answer for each pool`}>
          {form.rows.map((row, index) => {
            const label = row.values.length === 0 ? t`Every pool` : row.values.map((value, position) => i18n._(POOL_VALUE_TEXT[form.fields[position]!][value]!)).join(' · ');
            return (
              <li key={row.values.join('+')} className="pool-binding-table-row">
                <span className="pool-binding-table-value" aria-hidden>
                  {label}
                </span>
                <Select
                  size="small"
                  className="pool-binding-table-answer"
                  aria-label={`${title}: ${label}`}
                  value={valueOf(row.answer)}
                  onChange={(value: string) => onChange({ ...form, rows: form.rows.map((old, position) => (position === index ? { ...old, answer: answerOf(value) } : old)) })}
                  options={answerOptions(row.answer)}
                  popupMatchSelectWidth={false}
                />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
