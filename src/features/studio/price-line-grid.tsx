/**
 * The price lines of a family as a grid (the studio's "Price lines" tab): one
 * row per line of `pricing` and of `eco`, with its code, its designation in
 * the page's language, its condition and quantity formulas (checked by the
 * engine against the family's questions as they are typed), its unit price
 * (or, for a line priced by a grid, its bands in a row under it, each bound
 * and price editable, bands added and removed), whether it can be
 * discounted, and a price line's note (the product team's explanation of
 * its formulas, never shown to customers). Lines
 * are added, removed (after a confirmation) and moved. Each valid edit hands
 * a new document to `onChange` (the one given is never changed); a refused
 * one stays in its cell with the reason under it. Past 30 lines only the
 * lines around what the window shows are rendered (virtual-rows.tsx, in
 * a plain table: grid-table.tsx): a
 * family of 495 lines rendered every line's inputs at once and hung the tab
 * (issue 27, item 7). Not antd's virtual table, which lays its rows out as
 * divs without a table's roles: the rows rendered are real table rows, the
 * others stood in for by an empty row of their height.
 */
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, ExclamationCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Grid, Typography } from 'antd';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { formulaChecker, type DocEcoLine, type DocPriceLine, type FamilyDocument, type FormulaChecker, type Locale } from '../../../engine/index.ts';
import { LazyPopconfirm } from '../../components/confirm-popover.tsx';
import { CheckedInput } from './checked-input.tsx';
import { KEY_ORDER, moveItem, removeAt, replaceAt, withKey, withList, withTranslation } from './document-edit.ts';
import { languageName } from './language-name.ts';
import { PriceLineAddDialog, type LineKind } from './price-line-add-dialog.tsx';
import { dimensionOf, PriceGridBands, PriceGridSummary } from './price-grid-bands.tsx';
import { checkCode, checkDesignation, checkEuros, checkFormula, checkNote, CODE_MAX_LENGTH, DESIGNATION_MAX_LENGTH, formatEuros, FORMULA_MAX_LENGTH, NOTE_MAX_LENGTH } from './price-line-checks.ts';
import { GridTable, useRowsLater, type GridColumn } from './grid-table.tsx';
import { useVirtualRows } from './virtual-rows.tsx';
import './price-line-grid.css';

export interface PriceLineGridProps {
  document: FamilyDocument;
  locale: Locale;
  onChange(next: FamilyDocument): void;
  readOnly?: boolean;
  /** The lines' rows rendered in React's next pass, after the header (the studio's tab, shown at once): useRowsLater. */
  rowsLater?: boolean;
}

type AnyLine = DocPriceLine | DocEcoLine;

interface Row {
  id: number;
  index: number;
  line: AnyLine;
  /** The line's code and place (1, 2, …), as its cells name it. */
  code: string;
  number: number;
}

const asText = (value: string | undefined) => value ?? '';
/** A line's grid, when it has one (an object: the text on screen may hold anything until it passes the schema). */
const gridOf = (line: AnyLine) => ('grid' in line && typeof line.grid === 'object' && line.grid !== null ? line.grid : undefined);

/** Row keys that follow a line when it moves, so that its cells (and focus) go with it. */
function useRowIds(count: number) {
  const [state, setState] = useState(() => ({ ids: Array.from({ length: count }, (_, i) => i), next: count }));
  let current = state;
  if (state.ids.length !== count) {
    // the list changed elsewhere (the text editor): new keys for all
    current = { ids: Array.from({ length: count }, (_, i) => state.next + i), next: state.next + count };
    setState(current);
  }
  return [current, setState] as const;
}

/** Up to this many lines, every line is rendered; past it, the lines around the window's view. */
export const PRICE_LINES_RENDERED_WHOLE = 30;
/** A line's height before it is measured (px): a line with a note, without bands. */
const LINE_ESTIMATE = 240;

interface SectionProps extends PriceLineGridProps {
  kind: LineKind;
  checker: FormulaChecker;
  codes: readonly string[];
  onAddLine(kind: LineKind): void;
}

function LineSection({ kind, document, locale, onChange, readOnly, rowsLater, checker, codes, onAddLine }: SectionProps) {
  const { t } = useLingui();
  const ready = useRowsLater(rowsLater);
  const lines: readonly AnyLine[] = document[kind] ?? [];
  const [rowIds, setRowIds] = useRowIds(lines.length);
  const order = kind === 'pricing' ? KEY_ORDER.priceLine : KEY_ORDER.ecoLine;
  const priceKey = kind === 'pricing' ? 'unitPrice' : 'amount';
  const language = languageName(locale, locale);
  const headingId = `price-line-grid-${kind}`;

  const setLines = (next: AnyLine[]) => onChange(withList(document, kind, next as DocPriceLine[] & DocEcoLine[]));
  const setField = (index: number, key: string, value: unknown) => setLines(replaceAt(lines, index, withKey(lines[index]!, key, value, order)));
  // the same function at each render (it calls the latest setField), so that a line's bands are not rendered again at each edit of another line
  const latestSetField = useRef(setField);
  useEffect(() => {
    latestSetField.current = setField;
  });
  const setGrid = useCallback((index: number, grid: unknown) => latestSetField.current(index, 'grid', grid), []);
  const move = (index: number, by: number) => {
    setRowIds({ ...rowIds, ids: moveItem(rowIds.ids, index, by) });
    setLines(moveItem(lines, index, by));
  };
  const remove = (index: number) => {
    setRowIds({ ...rowIds, ids: removeAt(rowIds.ids, index) });
    setLines(removeAt(lines, index));
  };
  const othersThan = (index: number) => {
    const own = lines[index]!.code;
    const others = [...codes];
    others.splice(others.indexOf(own), 1);
    return new Set(others);
  };

  // below antd's md breakpoint (768 px) a line's cells stack in one column rather than a 720 px table scrolled sideways;
  // false until antd has measured the screen, so that a desktop's first render is the wide one
  const compact = Grid.useBreakpoint().md === false;
  const priceTitle = kind === 'pricing' ? t`Unit price (€ excl. VAT)` : t`Amount (€ excl. VAT)`;
  const columns: GridColumn<Row>[] = [
    {
      key: 'line',
      title: t`Line`,
      width: '28%',
      render: ({ index, line, code, number }) => (
        <>
          <CheckedInput
            value={line.code}
            format={asText}
            check={(text) => checkCode(text, othersThan(index))}
            onCommit={(code) => setField(index, 'code', code)}
            label={t`Code of line ${number}`}
            caption={t`Code`}
            readOnly={readOnly}
            code
            maxLength={CODE_MAX_LENGTH}
          />
          <CheckedInput<string>
            value={line.designation[locale] ?? ''}
            format={asText}
            check={(text) => checkDesignation(text, locale)}
            onCommit={(text) => setField(index, 'designation', withTranslation(line.designation, locale, text))}
            label={t`Designation in ${language} of ${code}`}
            caption={
              <>
                {t`Designation (${language})`}
                {!line.designation[locale]?.trim() && (
                  <ExclamationCircleOutlined className="price-line-grid-missing" role="img" aria-label={t`missing`} title={t`Missing in ${language}: the English text is shown.`} />
                )}
              </>
            }
            placeholder={line.designation.en}
            readOnly={readOnly}
            multiline
            maxLength={DESIGNATION_MAX_LENGTH}
          />
        </>
      ),
    },
    {
      key: 'formulas',
      title: t`Formulas`,
      render: ({ index, line, code }) => (
        <>
          <CheckedInput
            value={line.when}
            format={asText}
            check={(text) => checkFormula(text, 'bool', checker)}
            onCommit={(when) => setField(index, 'when', when)}
            label={t`Condition of ${code}`}
            caption={t`Applies when`}
            placeholder={t`always`}
            readOnly={readOnly}
            multiline
            code
            maxLength={FORMULA_MAX_LENGTH}
          />
          <CheckedInput
            value={line.quantity}
            format={asText}
            check={(text) => checkFormula(text, 'number', checker)}
            onCommit={(quantity) => setField(index, 'quantity', quantity)}
            label={t`Quantity of ${code}`}
            caption={t`Quantity`}
            placeholder="1"
            readOnly={readOnly}
            multiline
            code
            maxLength={FORMULA_MAX_LENGTH}
          />
          {kind === 'pricing' && (
            <CheckedInput
              value={(line as DocPriceLine).note}
              format={asText}
              check={checkNote}
              onCommit={(note) => setField(index, 'note', note)}
              label={t`Note on ${code}`}
              caption={t`Note for the product team (never shown to customers)`}
              placeholder={t({ message: 'none', context: 'note' })}
              readOnly={readOnly}
              multiline
              maxLength={NOTE_MAX_LENGTH}
            />
          )}
        </>
      ),
    },
    {
      key: 'price',
      title: priceTitle,
      width: '17%',
      render: ({ index, line, code }) => {
        const grid = gridOf(line);
        if (grid) return <PriceGridSummary grid={grid} document={document} locale={locale} />;
        const price = 'amount' in line ? line.amount : (line.unitPrice ?? 0);
        return (
          <CheckedInput
            value={price}
            format={(euros) => formatEuros(euros, locale)}
            check={(text) => checkEuros(text, locale)}
            onCommit={(euros) => setField(index, priceKey, euros)}
            label={kind === 'pricing' ? t`Unit price of ${code}` : t`Amount of ${code}`}
            caption={compact ? priceTitle : undefined}
            readOnly={readOnly}
            suffix="€"
            className="price-line-grid-price"
          />
        );
      },
    },
    ...(kind === 'pricing'
      ? [
          {
            key: 'discountable',
            title: t`Discount`,
            width: 80,
            align: 'center' as const,
            render: ({ index, line, code }: Row) => (
              <Checkbox
                checked={(line as DocPriceLine).discountable ?? true}
                disabled={readOnly}
                aria-label={t`${code} can be discounted`}
                onChange={(event) => setField(index, 'discountable', event.target.checked ? undefined : false)}
              >
                {compact && t`Discount`}
              </Checkbox>
            ),
          },
        ]
      : []),
    ...(readOnly
      ? []
      : [
          {
            key: 'actions',
            title: <span className="sr-only">{t`Actions`}</span>,
            width: 108,
            render: ({ index, code }: Row) => (
              <div className="price-line-grid-actions">
                <Button size="small" icon={<ArrowUpOutlined aria-hidden />} aria-label={t`Move ${code} up`} disabled={index === 0} onClick={() => move(index, -1)} />
                <Button size="small" icon={<ArrowDownOutlined aria-hidden />} aria-label={t`Move ${code} down`} disabled={index === lines.length - 1} onClick={() => move(index, 1)} />
                <LazyPopconfirm title={t`Remove the line ${code}?`} okText={t`Remove`} cancelText={t`Cancel`} okButtonProps={{ danger: true }} onConfirm={() => remove(index)}>
                  <Button size="small" danger icon={<DeleteOutlined aria-hidden />} aria-label={t`Remove the line ${code}`} />
                </LazyPopconfirm>
              </div>
            ),
          },
        ]),
  ];

  const stacked: GridColumn<Row>[] = [
    {
      key: 'line',
      title: t`Line`,
      render: (row) => (
        <div className="price-line-grid-stacked">
          {columns.map((column) => (
            <div key={column.key} className={`price-line-grid-stacked-${column.key}`}>
              {column.render(row)}
            </div>
          ))}
        </div>
      ),
    },
  ];

  // each line's place among the table's rows (header 1; a line priced by a grid has its bands in the row under it)
  const places: number[] = [];
  let place = 2;
  for (const line of lines) {
    places.push(place);
    place += gridOf(line) ? 2 : 1;
  }
  const shownColumns = compact ? stacked : columns;
  const { indexes, rowProps, spacers, rowCount, total, around, scrollToIndex } = useVirtualRows({
    count: lines.length,
    estimate: LINE_ESTIMATE,
    from: PRICE_LINES_RENDERED_WHOLE,
    rowIndex: (index) => places[index]!,
    rowCount: place - 1,
  });
  // a line added (the add dialog puts it at the end) is scrolled to
  const counted = useRef(lines.length);
  useEffect(() => {
    if (lines.length > counted.current) scrollToIndex(lines.length - 1);
    counted.current = lines.length;
  });
  const rows: Row[] = (ready ? indexes : []).map((index) => {
    const line = lines[index]!;
    return { id: rowIds.ids[index] ?? -index - 1, index, line, code: line.code, number: index + 1 };
  });
  const count = lines.length;
  return (
    <section ref={around} className="price-line-grid-section" aria-labelledby={headingId} data-testid={`price-line-grid-${kind}`}>
      <header className="price-line-grid-header">
        <Typography.Title level={3} id={headingId} className="price-line-grid-title">
          {kind === 'pricing' ? t`Price lines (${count})` : t`Eco-participation lines (${count})`}
        </Typography.Title>
        {!readOnly && (
          <Button icon={<PlusOutlined aria-hidden />} onClick={() => onAddLine(kind)}>
            {kind === 'pricing' ? <Trans>Add a price line</Trans> : <Trans>Add an eco-participation line</Trans>}
          </Button>
        )}
      </header>
      <Typography.Paragraph type="secondary" className="price-line-grid-note">
        {kind === 'pricing' ? (
          <Trans>A line applies when its condition is true (always when it is empty); its quantity is 1 when the formula is empty. Conditions and quantities are CEL over the family's question keys.</Trans>
        ) : (
          <Trans>Eco-participation is charged in France only, and never discounted.</Trans>
        )}
      </Typography.Paragraph>
      <GridTable<Row>
        className="price-line-grid-table"
        columns={shownColumns}
        rows={rows}
        rowKey={(row) => row.id}
        rowAttributes={(row) => rowProps(row.index)}
        // a line priced by a grid has its bands in a row under it, as wide as the table
        under={({ index, line, code }) => {
          const grid = gridOf(line);
          if (!grid) return undefined;
          const { title, unit } = dimensionOf(grid, document, locale);
          return <PriceGridBands grid={grid} at={index} code={code} dimension={title} unit={unit} locale={locale} readOnly={readOnly} onChange={setGrid} />;
        }}
        empty={kind === 'pricing' ? t`No price line.` : t`No eco-participation line.`}
        minWidth={compact ? undefined : 720}
        virtual={{ spacers, rowCount, total }}
        busy={!ready}
      />
    </section>
  );
}

/** Rendered again only when its document, language or callback change (not at each key typed in the file while its tab is hidden). */
export const PriceLineGrid = memo(function PriceLineGrid(props: PriceLineGridProps) {
  const { document, locale, onChange } = props;
  const steps = document.steps;
  const checker = useMemo(() => formulaChecker({ steps }), [steps]);
  const [adding, setAdding] = useState<LineKind | null>(null);
  const codes = [...(document.pricing ?? []), ...(document.eco ?? [])].map((line) => line.code);

  const add = (kind: LineKind, line: AnyLine) => {
    const lines: readonly AnyLine[] = document[kind] ?? [];
    onChange(withList(document, kind, [...lines, line] as DocPriceLine[] & DocEcoLine[]));
  };
  return (
    <div className="price-line-grid" data-testid="price-line-grid">
      <LineSection {...props} kind="pricing" checker={checker} codes={codes} onAddLine={setAdding} />
      <LineSection {...props} kind="eco" checker={checker} codes={codes} onAddLine={setAdding} />
      <PriceLineAddDialog kind={adding} locale={locale} codes={new Set(codes)} onAdd={add} onClose={() => setAdding(null)} />
    </div>
  );
});
