/**
 * The proposal for the pool owner, on the project's page: which quotes it
 * holds and in which order (moved up and down), each detailed (plan and
 * lines) or summarised, and whether it is an option the owner may take or
 * leave; the introduction, the conditions and the validity once; the
 * language of the document. Its total (the quotes that are not options) is
 * shown as the choices change. Saved, and the PDF downloaded (saved first).
 * Data and actions come as props.
 */
import { ArrowDownOutlined, ArrowUpOutlined, FilePdfOutlined, SaveOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Checkbox, Col, Flex, Form, Input, Row, Segmented, Select, Typography } from 'antd';
import { useEffect, useId, useMemo, useState } from 'react';
import { LOCALE_INFO, LOCALES, type Locale } from '../../../engine/index.ts';
import type { Schemas } from '../../api/types.ts';
import { NumberInput } from '../../components/number-input.tsx';
import { formatCents } from '../../lib/money.ts';
import type { ProjectQuote, QuoteTotal } from './project-quotes.tsx';
import { useSubmit } from '../../lib/use-submit.ts';

export type Proposal = Schemas['Proposal'];
export type ProposalInput = Schemas['ProposalInput'];

/** A quote of the project as the proposal holds it (or not). */
export interface ProposalLine {
  quote: ProjectQuote;
  included: boolean;
  detail: Schemas['ProposalDetail'];
  optional: boolean;
}

export interface ProposalDraft {
  lines: ProposalLine[];
  introduction: string;
  conditions: string;
  validity_days: number | null;
  language: Locale;
}

/** The saved proposal over the project's quotes: its items first in their order, then the other quotes, left out. */
export function draftOf(proposal: Proposal, quotes: ProjectQuote[]): ProposalDraft {
  const byId = new Map(quotes.map((quote) => [quote.id, quote]));
  const lines: ProposalLine[] = proposal.items.flatMap((item) => {
    const quote = byId.get(item.quote_id);
    return quote ? [{ quote, included: true, detail: item.detail, optional: item.optional }] : [];
  });
  const held = new Set(lines.map((line) => line.quote.id));
  for (const quote of quotes) if (!held.has(quote.id)) lines.push({ quote, included: false, detail: 'detailed', optional: false });
  return { lines, introduction: proposal.introduction ?? '', conditions: proposal.conditions ?? '', validity_days: proposal.validity_days, language: proposal.language };
}

/** The draft as the contract takes it. */
export function proposalInputOf(draft: ProposalDraft): ProposalInput {
  return {
    items: draft.lines.filter((line) => line.included).map((line) => ({ quote_id: line.quote.id, detail: line.detail, optional: line.optional })),
    introduction: draft.introduction.trim() || null,
    conditions: draft.conditions.trim() || null,
    validity_days: draft.validity_days ?? 30,
    language: draft.language,
  };
}

export interface ProposalPanelProps {
  proposal: Proposal;
  quotes: ProjectQuote[];
  totalOf(quote: ProjectQuote): QuoteTotal;
  locale: Locale;
  canEdit: boolean;
  /** Saves; resolves with the error message, or null once saved. */
  onSave(input: ProposalInput): Promise<string | null>;
  /** Downloads the PDF of the saved proposal; resolves with the error message, or null. */
  onDownload(language: Locale): Promise<string | null>;
}

const INTRODUCTION_MAX = 2000;
const CONDITIONS_MAX = 10000;

function LineRow({ line, index, count, canEdit, total, locale, onChange, onMove }: {
  line: ProposalLine;
  index: number;
  count: number;
  canEdit: boolean;
  total: QuoteTotal;
  locale: Locale;
  onChange(change: Partial<ProposalLine>): void;
  onMove(by: -1 | 1): void;
}) {
  const { t } = useLingui();
  const name = line.quote.name;
  return (
    <li className={`proposal-line${line.included ? '' : ' proposal-line-out'}`} data-testid="proposal-line" data-quote={line.quote.id}>
      <Checkbox checked={line.included} disabled={!canEdit} onChange={(event) => onChange({ included: event.target.checked })} aria-label={t`Include “${name}” in the proposal`}>
        <span className="proposal-line-name">{name}</span>
        <Typography.Text type="secondary" className="proposal-line-meta">
          {line.quote.family.title} · {total.status === 'ready' ? formatCents(total.cents, total.currency, locale) : '–'}
        </Typography.Text>
      </Checkbox>
      {line.included && (
        <Flex gap={8} align="center" wrap className="proposal-line-choices">
          <Segmented<Schemas['ProposalDetail']>
            size="small"
            value={line.detail}
            disabled={!canEdit}
            onChange={(detail) => onChange({ detail })}
            options={[{ value: 'detailed', label: t`Detailed` }, { value: 'summary', label: t`Summarised` }]}
            aria-label={t`How “${name}” is printed`}
          />
          <Checkbox checked={line.optional} disabled={!canEdit} onChange={(event) => onChange({ optional: event.target.checked })}>
            <Trans>Option</Trans>
          </Checkbox>
          {canEdit && (
            <span className="proposal-line-move">
              <Button size="small" type="text" icon={<ArrowUpOutlined aria-hidden />} disabled={index === 0} onClick={() => onMove(-1)} aria-label={t`Move “${name}” up`} />
              <Button size="small" type="text" icon={<ArrowDownOutlined aria-hidden />} disabled={index === count - 1} onClick={() => onMove(1)} aria-label={t`Move “${name}” down`} />
            </span>
          )}
        </Flex>
      )}
    </li>
  );
}

export function ProposalPanel({ proposal, quotes, totalOf, locale, canEdit, onSave, onDownload }: ProposalPanelProps) {
  const { t } = useLingui();
  const initial = useMemo(() => draftOf(proposal, quotes), [proposal, quotes]);
  const [draft, setDraft] = useState(initial);
  const [dirty, setDirty] = useState(false);
  const { busyWith, error, submit } = useSubmit<string, 'save' | 'pdf'>();
  const busy = busyWith ?? null;
  const id = useId();
  useEffect(() => {
    setDraft(initial);
    setDirty(false);
  }, [initial]);

  const change = (next: Partial<ProposalDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setDirty(true);
  };
  const changeLine = (index: number, next: Partial<ProposalLine>) => change({ lines: draft.lines.map((line, at) => (at === index ? { ...line, ...next } : line)) });
  const move = (index: number, by: -1 | 1) => {
    const lines = [...draft.lines];
    const [line] = lines.splice(index, 1);
    lines.splice(index + by, 0, line!);
    change({ lines });
  };

  const included = draft.lines.filter((line) => line.included);
  const firm = included.filter((line) => !line.optional).map((line) => totalOf(line.quote));
  const priced = firm.every((total) => total.status === 'ready');
  const currency = firm.find((total) => total.status === 'ready')?.currency ?? 'EUR';
  const sum = firm.reduce((cents, total) => cents + (total.status === 'ready' ? total.cents : 0), 0);
  const optionCount = included.length - firm.length;
  const totalText = formatCents(sum, currency, locale);

  const run = (kind: 'save' | 'pdf') =>
    submit(async () => {
      if (canEdit && (dirty || proposal.is_default)) {
        const failure = await onSave(proposalInputOf(draft));
        if (failure !== null) return failure;
        setDirty(false);
      }
      return kind === 'pdf' ? onDownload(draft.language) : null;
    }, kind);

  return (
    <Card size="small" className="project-card proposal-panel" title={<Trans>Proposal for the pool owner</Trans>}>
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          <Trans>Choose the quotes the proposal gathers and their order; an option is printed apart, with its own total, outside the proposal's total.</Trans>
        </Typography.Text>
        {draft.lines.length === 0 ? (
          <Typography.Text type="secondary">
            <Trans>Start a quote from the pool first: the proposal gathers the project's quotes.</Trans>
          </Typography.Text>
        ) : (
          <ol className="proposal-lines" aria-label={t`Quotes of the proposal`}>
            {draft.lines.map((line, index) => (
              <LineRow
                key={line.quote.id}
                line={line}
                index={index}
                count={draft.lines.length}
                canEdit={canEdit}
                total={totalOf(line.quote)}
                locale={locale}
                onChange={(next) => changeLine(index, next)}
                onMove={(by) => move(index, by)}
              />
            ))}
          </ol>
        )}
        <Typography.Text strong className="proposal-total" data-testid="proposal-total">
          {priced ? <Trans>Total ex VAT of the proposal: {totalText}</Trans> : <Trans>Total ex VAT of the proposal: not priced yet</Trans>}
          {optionCount > 0 && (
            <Typography.Text type="secondary">
              {' '}
              {t`(options apart: ${optionCount})`}
            </Typography.Text>
          )}
        </Typography.Text>
        <Form layout="vertical" disabled={!canEdit} component="div">
          <Form.Item label={t`Introduction`} htmlFor={`${id}-introduction`}>
            <Input.TextArea id={`${id}-introduction`} value={draft.introduction} maxLength={INTRODUCTION_MAX} autoSize={{ minRows: 2, maxRows: 6 }} onChange={(event) => change({ introduction: event.target.value })} />
          </Form.Item>
          <Form.Item label={t`Conditions`} htmlFor={`${id}-conditions`}>
            <Input.TextArea id={`${id}-conditions`} value={draft.conditions} maxLength={CONDITIONS_MAX} autoSize={{ minRows: 2, maxRows: 8 }} onChange={(event) => change({ conditions: event.target.value })} />
          </Form.Item>
          <Row gutter={16}>
            <Col xs={12} md={8}>
              <Form.Item label={t`Validity (days)`} htmlFor={`${id}-validity`}>
                <NumberInput id={`${id}-validity`} min={1} max={365} precision={0} value={draft.validity_days} onChange={(value) => change({ validity_days: value })} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={12} md={8}>
              <Form.Item label={t`Language of the document`} htmlFor={`${id}-language`}>
                <Select<Locale> id={`${id}-language`} value={draft.language} onChange={(language) => change({ language })} options={LOCALES.map((code) => ({ value: code, label: LOCALE_INFO[code].label }))} />
              </Form.Item>
            </Col>
          </Row>
        </Form>
        {error && <Alert type="error" showIcon role="alert" title={error} />}
        <Flex gap={8} wrap justify="end">
          {canEdit && (
            <Button icon={<SaveOutlined aria-hidden />} onClick={() => void run('save')} loading={busy === 'save'} disabled={!dirty || busy !== null}>
              <Trans>Save the proposal</Trans>
            </Button>
          )}
          <Button type="primary" icon={<FilePdfOutlined aria-hidden />} onClick={() => void run('pdf')} loading={busy === 'pdf'} disabled={included.length === 0 || busy !== null} data-testid="proposal-pdf">
            <Trans>Download the proposal (PDF)</Trans>
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
