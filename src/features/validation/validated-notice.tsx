/**
 * Above the builder of a validated quote (read-only): what became of it,
 * with its order's page, its purchase order and a way to start a new draft
 * from it (duplicateQuote).
 */
import { CopyOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Flex } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { changed } from '../../api/changes.ts';
import { $api, settle } from '../../api/queries.ts';
import { errorMessageOf, type Schemas } from '../../api/types.ts';
import { useLocalePrefix } from '../../app/locale-scope.tsx';
import { localePath } from '../../i18n/locale-path.ts';
import { showErrorToast } from '../../lib/toast.ts';
import { outcomePath } from './outcome-path.ts';
import { downloadPurchaseOrder } from './validation-requests.ts';
import { connectionLostText } from '../../api/errors.ts';

type Quote = Schemas['Quote'];


export function ValidatedNotice({ quote }: { quote: Quote }) {
  const { t } = useLingui();
  const prefix = useLocalePrefix();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { mutateAsync: duplicateQuote, isPending: duplicating } = $api.useMutation('post', '/quote/{id}/duplicate', { onSuccess: () => void changed(client, 'quote') });

  const duplicate = async () => {
    try {
      const answer = await settle(duplicateQuote({ params: { path: { id: quote.id } } }));
      if (answer.ok) navigate(localePath(prefix, `/quote/${answer.data.data.id}`));
      else showErrorToast(errorMessageOf(answer.error) ?? t`The quote could not be duplicated.`);
    } catch {
      showErrorToast(connectionLostText());
    }
  };

  const download = async () => {
    if (!(await downloadPurchaseOrder(quote.id, `${quote.reference}-purchase-order.pdf`))) showErrorToast(t`The purchase order does not exist.`);
  };

  return (
    <Alert
      className="form-alert"
      type={quote.state === 'ordered' ? 'success' : 'info'}
      showIcon
      title={quote.state === 'ordered' ? <Trans>This quote was validated: it is an order now.</Trans> : <Trans>This quote was validated: its order awaits the confirmation of your trading group.</Trans>}
      description={
        <Flex vertical gap={8}>
          <span>
            <Trans>A validated quote can no longer be changed. Duplicate it to start a new draft from the same answers.</Trans>
          </span>
          <Flex gap={8} wrap>
            <Link to={localePath(prefix, outcomePath(quote))}>
              <Button type="primary">
                <Trans>Follow the order</Trans>
              </Button>
            </Link>
            <Button icon={<FilePdfOutlined aria-hidden />} onClick={() => void download()}>
              <Trans>Purchase order</Trans>
            </Button>
            <Button icon={<CopyOutlined aria-hidden />} loading={duplicating} onClick={() => void duplicate()}>
              <Trans>Duplicate into a new draft</Trans>
            </Button>
          </Flex>
        </Flex>
      }
    />
  );
}
