/**
 * The quotes of a pool project on its page: each with its family, state and
 * total ex VAT (priced by the server, shown once known), a link to the
 * builder, and the actions the user may take (a new quote from the pool,
 * attaching an existing quote, detaching one).
 */
import { DisconnectOutlined, LinkOutlined, PlusOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Empty, Flex, Spin, Table, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { Link } from 'react-router-dom';
import type { Locale } from '../../../engine/index.ts';
import type { Schemas } from '../../api/types.ts';
import { Popconfirm } from '../../components/confirm-popover.tsx';
import { QuoteStateTag } from '../../components/quote-state-tag.tsx';
import { formatCents } from '../../lib/money.ts';
import { useDevice } from '../../lib/use-device.ts';

export type ProjectQuote = Schemas['QuoteListItem'];

/** A quote's total as the page knows it. */
export type QuoteTotal = { status: 'loading' } | { status: 'ready'; cents: number; currency: string } | { status: 'error'; message: string };

export interface ProjectQuotesProps {
  status: 'loading' | 'ready' | 'error';
  quotes: ProjectQuote[];
  error: string | null;
  totalOf(quote: ProjectQuote): QuoteTotal;
  locale: Locale;
  canCreate: boolean;
  canEdit: boolean;
  hrefOf(quote: ProjectQuote): string;
  onNewQuote(): void;
  onAttach(): void;
  /** Resolves once done (a refusal is told by the caller). */
  onDetach(quote: ProjectQuote): Promise<void>;
}

function TotalCell({ total, locale }: { total: QuoteTotal; locale: Locale }) {
  const { t } = useLingui();
  if (total.status === 'loading') return <Spin size="small" aria-label={t`Pricing`} />;
  if (total.status === 'error') {
    return (
      <Tooltip title={total.message}>
        <Typography.Text type="secondary">{t`Not priced`}</Typography.Text>
      </Tooltip>
    );
  }
  return <span className="project-quote-total">{formatCents(total.cents, total.currency, locale)}</span>;
}

export function ProjectQuotes(props: ProjectQuotesProps) {
  const { t } = useLingui();
  const { isPhone } = useDevice();
  const { quotes, locale, canEdit } = props;
  const nameLink = (quote: ProjectQuote) => (
    <Link to={props.hrefOf(quote)} className="quote-name-link" title={quote.name}>
      {quote.name}
    </Link>
  );
  const state = { title: t`State`, key: 'state', render: (_: unknown, quote: ProjectQuote) => <QuoteStateTag state={quote.state} /> };
  const total = { title: t`Total ex VAT`, key: 'total', align: 'end' as const, render: (_: unknown, quote: ProjectQuote) => <TotalCell total={props.totalOf(quote)} locale={locale} /> };
  // a phone shows what tells the quotes apart without scrolling sideways: the name over its family, number and state, the total
  const columns: ColumnsType<ProjectQuote> = isPhone
    ? [
        {
          title: t`Name`,
          key: 'name',
          render: (_, quote) => (
            <Flex vertical className="project-quote-name">
              {nameLink(quote)}
              <Typography.Text type="secondary" className="project-quote-meta">
                {quote.family.title} · {quote.reference}
              </Typography.Text>
              <QuoteStateTag state={quote.state} />
            </Flex>
          ),
        },
        total,
      ]
    : [
        { title: t`Name`, dataIndex: 'name', key: 'name', render: (_, quote) => nameLink(quote) },
        { title: t`Product family`, key: 'family', render: (_, quote) => quote.family.title },
        state,
        total,
        { title: t`Quote number`, dataIndex: 'reference', key: 'reference' },
      ];
  if (canEdit) {
    columns.push({
      title: isPhone ? <span className="sr-only">{t`Action`}</span> : t`Action`,
      key: 'action',
      align: 'center',
      render: (_, quote) => {
        const name = quote.name;
        return (
          <Popconfirm
            title={t`Detach “${name}” from the project?`}
            description={t`The quote stays in your quotes, with its answers; it no longer follows the pool.`}
            okText={t`Detach`}
            cancelText={t`Cancel`}
            onConfirm={() => props.onDetach(quote)}
          >
            <Button type="text" icon={<DisconnectOutlined aria-hidden />} aria-label={t`Detach “${name}”`} />
          </Popconfirm>
        );
      },
    });
  }
  return (
    <Card
      size="small"
      className="project-card project-quotes"
      title={<Trans>Quotes of the pool</Trans>}
      extra={
        props.canCreate && (
          <Flex gap={8} wrap>
            {canEdit && (
              <Button icon={<LinkOutlined aria-hidden />} onClick={props.onAttach} data-testid="attach-quote">
                {isPhone ? <Trans>Attach</Trans> : <Trans>Attach a quote</Trans>}
              </Button>
            )}
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={props.onNewQuote} data-testid="project-new-quote">
              <Trans>New quote</Trans>
            </Button>
          </Flex>
        )
      }
    >
      {props.status === 'error' ? (
        <Alert type="error" showIcon role="alert" title={<Trans>The quotes of the project could not be loaded</Trans>} description={props.error} />
      ) : (
        <Table<ProjectQuote>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={quotes}
          loading={props.status === 'loading'}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: props.status === 'loading' ? ' ' : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<Trans>No quote for this pool yet.</Trans>} /> }}
        />
      )}
    </Card>
  );
}
