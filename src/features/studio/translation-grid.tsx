/**
 * The labels of a family as a grid (the studio's "Translations" tab): one row
 * per label (family, steps, questions and their help, answers, categories,
 * inconsistency categories, rule reasons, price and eco designations,
 * presets, test cases), where it is (what it labels and its JSON Pointer), and
 * its text in each of the six languages, editable. A missing text is flagged
 * by an icon named "missing" and a dashed frame, each column header counts
 * its missing texts, and a filter keeps the rows with a missing text. Past 30
 * rows only those around the window's view are rendered (virtual-rows.tsx:
 * a real table, the others stood in for by an empty row of their height), so
 * that a family's 700 labels show as fast as 30, and a keystroke renders its
 * own cell again, not the others (the cells are memoised on the label's text
 * object, which an edit elsewhere leaves as it was). Below 768 px a row's six
 * texts stack under where it is, each captioned with its language, instead
 * of seven columns scrolled sideways.
 */
import { ExclamationCircleOutlined } from '@ant-design/icons';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Grid, Switch, Tag, Typography } from 'antd';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { LOCALES, type FamilyDocument, type Locale, type LocalizedText } from '../../../engine/index.ts';
import { CheckedInput } from './checked-input.tsx';
import { updateAt, withTranslation } from './document-edit.ts';
import { familyLabels, isMissing, LABEL_MAX_LENGTH, LONG_TEXT_MAX_LENGTH, missingCounts, whereOf, type FamilyLabel } from './family-labels.ts';
import { languageName } from './language-name.ts';
import { checkDesignation } from './price-line-checks.ts';
import { GridTable, useRowsLater, type GridColumn } from './grid-table.tsx';
import { useVirtualRows } from './virtual-rows.tsx';
import './translation-grid.css';

export interface TranslationGridProps {
  document: FamilyDocument;
  locale: Locale;
  onChange(next: FamilyDocument): void;
  readOnly?: boolean;
  /** The rows rendered in React's next pass, after the header (the studio's tab, shown at once): useRowsLater. */
  rowsLater?: boolean;
}

/** Up to this many rows, every row is rendered; past it, the rows around the window's view. */
export const TRANSLATION_ROWS_RENDERED_WHOLE = 30;
/** A row's height before it is measured (px): a label on one or two lines. */
const ROW_ESTIMATE = 80;
const WHERE_WIDTH = 180;
const TEXT_WIDTH = 210;

const missingRow = (label: FamilyLabel) => LOCALES.some((language) => isMissing(label.text, language));

const asText = (value: string) => value;
/** `/steps/1/title` -> ['steps', 1, 'title'] (no key of the step DSL is only digits). */
const segmentsOf = (pointer: string) => pointer.split('/').slice(1).map((part) => (/^\d+$/.test(part) ? Number(part) : part));

interface CellProps {
  text: LocalizedText;
  language: Locale;
  pointer: string;
  long: boolean;
  /** The cell's name: where, and in which language. */
  label: string;
  readOnly: boolean | undefined;
  onEdit(pointer: string, language: Locale, value: string): void;
}

const TranslationCell = memo(function TranslationCell({ text, language, pointer, long, label, readOnly, onEdit }: CellProps) {
  const { t } = useLingui();
  const missing = isMissing(text, language);
  const check = useCallback((typed: string) => checkDesignation(typed, language), [language]);
  return (
    <div className={missing ? 'translation-cell translation-cell-missing' : 'translation-cell'} data-missing={missing || undefined}>
      {missing && <ExclamationCircleOutlined className="translation-missing-icon" role="img" aria-label={t`missing`} title={t`missing`} />}
      <CheckedInput<string>
        value={text[language] ?? ''}
        format={asText}
        check={check}
        onCommit={(value) => onEdit(pointer, language, value)}
        label={label}
        readOnly={readOnly}
        multiline
        maxLength={long ? LONG_TEXT_MAX_LENGTH : LABEL_MAX_LENGTH}
        placeholder={language === 'en' ? undefined : text.en}
      />
    </div>
  );
});

function ColumnTitle({ language, locale, count }: { language: Locale; locale: Locale; count: number }) {
  const { t } = useLingui();
  const name = languageName(language, locale, true);
  return (
    <div className="translation-column-title">
      <span>{name}</span>
      {count > 0 ? (
        <Tag color="warning" icon={<ExclamationCircleOutlined aria-hidden />} className="translation-missing-count">
          {t({ message: plural(count, { one: '# missing', other: '# missing' }) })}
        </Tag>
      ) : (
        <Tag className="translation-missing-count">{t`complete`}</Tag>
      )}
    </div>
  );
}

interface Row {
  /** Its place in the rows shown. */
  index: number;
  pointer: string;
  label: FamilyLabel;
  where: string;
  readOnly: boolean | undefined;
}

/** Rendered again only when its document, language or callback change (not at each key typed in the file while its tab is hidden). */
export const TranslationGrid = memo(function TranslationGrid({ document, locale, onChange, readOnly, rowsLater }: TranslationGridProps) {
  const { t, i18n } = useLingui();
  const ready = useRowsLater(rowsLater);
  const labels = useMemo(() => familyLabels(document), [document]);
  const computed = missingCounts(labels);
  const countKey = LOCALES.map((language) => computed[language]).join();
  // the same counts object while they stay the same, so that the columns (and their headers) are not made again on a keystroke
  const counts = useMemo(() => computed, [countKey]); // eslint-disable-line react-hooks/exhaustive-deps
  const wheres = useMemo(() => new Map(labels.map((label) => [label.pointer, whereOf(label, i18n)])), [labels, i18n, locale]); // eslint-disable-line react-hooks/exhaustive-deps -- the texts follow the page's language
  // below antd's md breakpoint (768 px): one column, a row's texts stacked (as the price grid does); false until antd
  // has measured the screen, so that a desktop's first render is the wide one (no stacked grid built and thrown away)
  const compact = Grid.useBreakpoint().md === false;
  const [onlyMissing, setOnlyMissing] = useState(false);
  // rows kept by the filter when it was turned on: a row being completed stays until the filter is turned on again
  const [kept, setKept] = useState<ReadonlySet<string>>(new Set());

  const latest = useRef({ document, onChange });
  useEffect(() => {
    latest.current = { document, onChange };
  });
  const onEdit = useCallback((pointer: string, language: Locale, value: string) => {
    const { document: current, onChange: change } = latest.current;
    const next = updateAt(current, segmentsOf(pointer), (old) => withTranslation(old as LocalizedText, language, value));
    latest.current = { document: next, onChange: change };
    change(next);
  }, []);

  const shown = useMemo(() => (onlyMissing ? labels.filter((label) => kept.has(label.pointer) || missingRow(label)) : labels), [labels, onlyMissing, kept]);
  // the same row object for a label that did not change, so that the table skips its row
  const [rowCache] = useState(() => new WeakMap<LocalizedText, Row>());
  const { indexes, rowProps, spacers, rowCount, total, around } = useVirtualRows({ count: shown.length, estimate: ROW_ESTIMATE, from: TRANSLATION_ROWS_RENDERED_WHOLE });
  const indexKey = indexes.join();
  const rows = useMemo(
    () =>
      (ready ? indexes : []).map((index) => {
        const label = shown[index]!;
        const where = wheres.get(label.pointer) ?? label.pointer;
        const old = rowCache.get(label.text);
        if (old && old.pointer === label.pointer && old.where === where && old.readOnly === readOnly && old.index === index) return old;
        const row = { pointer: label.pointer, label, where, readOnly, index };
        rowCache.set(label.text, row);
        return row;
      }),
    [shown, wheres, readOnly, rowCache, indexKey, ready], // eslint-disable-line react-hooks/exhaustive-deps -- indexes is new at each render; indexKey says when it changed
  );
  const totalMissing = LOCALES.reduce((sum, language) => sum + counts[language], 0);

  const toggleMissing = (on: boolean) => {
    setOnlyMissing(on);
    setKept(new Set(on ? labels.filter(missingRow).map((label) => label.pointer) : []));
  };

  // the same columns while their titles and texts stay the same: with the rows kept (rowCache), a keystroke renders its own row again, not the others
  const columns = useMemo<GridColumn<Row>[]>(() => {
    const where = ({ where, pointer }: Row) => (
      <div className="translation-where">
        <span>{where}</span>
        <code>{pointer}</code>
      </div>
    );
    const cell = (language: Locale, { label, where }: Row) => (
      <TranslationCell
        text={label.text}
        language={language}
        pointer={label.pointer}
        long={label.long}
        label={`${where} (${languageName(language, locale)})`}
        readOnly={readOnly}
        onEdit={onEdit}
      />
    );
    if (compact) {
      return [
        {
          key: 'where',
          title: t`Where`,
          render: (row: Row) => (
            <div className="translation-stacked">
              {where(row)}
              {LOCALES.map((language) => (
                <div key={language} className="translation-stacked-language">
                  <span className="translation-stacked-caption" aria-hidden>
                    {languageName(language, locale, true)}
                  </span>
                  {cell(language, row)}
                </div>
              ))}
            </div>
          ),
        },
      ];
    }
    return [
      { key: 'where', title: t`Where`, sticky: true, width: WHERE_WIDTH, render: (row: Row) => where(row) },
      ...LOCALES.map((language) => ({
        key: language,
        title: <ColumnTitle language={language} locale={locale} count={counts[language]} />,
        width: TEXT_WIDTH,
        render: (row: Row) => cell(language, row),
      })),
    ];
  }, [compact, counts, locale, onEdit, readOnly, t]);

  const labelCount = labels.length;
  return (
    <section ref={around} className="translation-grid" aria-labelledby="translation-grid-title" data-testid="translation-grid">
      <header className="translation-grid-header">
        <Typography.Title level={3} id="translation-grid-title" className="translation-grid-title">
          <Trans>Translations</Trans>
        </Typography.Title>
        <Typography.Text type="secondary" data-testid="translation-grid-summary">
          {totalMissing === 0
            ? t({ message: plural(labelCount, { one: '# label, every one translated in the six languages', other: '# labels, every one translated in the six languages' }) })
            : t({ message: plural(labelCount, { one: `# label; missing translations: ${totalMissing}`, other: `# labels; missing translations: ${totalMissing}` }) })}
        </Typography.Text>
        <label className="translation-grid-filter">
          <Switch size="small" checked={onlyMissing} onChange={toggleMissing} />
          <span>
            <Trans>Only rows with a missing translation</Trans>
          </span>
        </label>
      </header>
      <GridTable<Row>
        className="translation-grid-table"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.pointer}
        rowAttributes={(row) => rowProps(row.index)}
        empty={onlyMissing ? t`No label misses a translation.` : t`This family has no label.`}
        minWidth={compact ? undefined : WHERE_WIDTH + TEXT_WIDTH * LOCALES.length}
        virtual={{ spacers, rowCount, total }}
        busy={!ready}
        memoRows
      />
    </section>
  );
});
