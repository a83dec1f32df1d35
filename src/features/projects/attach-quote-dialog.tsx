/**
 * "Attach a quote": the user's draft quotes (searched on the server by name,
 * number or customer reference), those already in this project left out; the
 * one chosen takes the project's number. Its answers do not change. Data and
 * actions come as props.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Empty, Modal, Radio, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { SearchBox } from '../../components/search-box.tsx';
import type { ProjectQuote } from './project-quotes.tsx';
import { useSubmit } from '../../lib/use-submit.ts';

export interface AttachQuoteDialogProps {
  open: boolean;
  /** The quotes found for `q`; null while they load. */
  candidates: ProjectQuote[] | null;
  error: string | null;
  q: string;
  onSearch(q: string): void;
  /** Attaches it; resolves with the error message, or null once attached (the dialog then closes). */
  onAttach(quote: ProjectQuote): Promise<string | null>;
  onClose(): void;
}

export function AttachQuoteDialog({ open, candidates, error, q, onSearch, onAttach, onClose }: AttachQuoteDialogProps) {
  const { t } = useLingui();
  const [chosen, setChosen] = useState<number | null>(null);
  const { submitting: saving, error: failure, setError: setFailure, submit } = useSubmit();
  useEffect(() => {
    if (open) {
      setChosen(null);
      setFailure(null);
    }
  }, [open, setFailure]);

  const attach = async () => {
    const quote = candidates?.find((candidate) => candidate.id === chosen);
    if (!quote) return setFailure(t`Choose the quote to attach.`);
    await submit(async () => {
      const message = await onAttach(quote);
      if (message === null) onClose();
      return message;
    });
  };

  return (
    <Modal
      open={open}
      title={<Trans>Attach a quote to the project</Trans>}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <div className="dialog-actions">
          <Button onClick={onClose} disabled={saving}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="primary" onClick={() => void attach()} loading={saving} disabled={chosen === null} data-testid="attach-quote-confirm">
            <Trans>Attach</Trans>
          </Button>
        </div>
      }
    >
      <Typography.Paragraph type="secondary">
        <Trans>The quote takes the project's number; its answers stay as they are.</Trans>
      </Typography.Paragraph>
      <SearchBox value={q} placeholder={t`Name, number or customer reference`} label={t`Search draft quotes`} onSearch={onSearch} className="attach-quote-search" />
      {error && <Alert type="error" showIcon role="alert" title={error} />}
      {!candidates && !error && <Spin className="attach-quote-spin" />}
      {candidates && candidates.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<Trans>No draft quote to attach.</Trans>} />}
      {candidates && candidates.length > 0 && (
        <Radio.Group className="attach-quote-list" value={chosen} onChange={(event) => setChosen(event.target.value as number)} aria-label={t`Draft quotes`}>
          {candidates.map((quote) => (
            <Radio key={quote.id} value={quote.id} className="attach-quote-option">
              <span className="attach-quote-name">{quote.name}</span>
              <Typography.Text type="secondary" className="attach-quote-meta">
                {quote.reference} · {quote.family.title}
                {quote.pool ? ` · ${quote.pool}` : ''}
              </Typography.Text>
            </Radio>
          ))}
        </Radio.Group>
      )}
      {failure && <Alert className="form-alert" type="error" showIcon role="alert" title={failure} />}
    </Modal>
  );
}
