/**
 * The custom logo of step 10: the allowed formats and the maximum size
 * shown, the current logo previewed, a new one uploaded at once (the server
 * checks it by content), the logo removed after a confirmation.
 */
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Flex, Typography, Upload } from 'antd';
import { Popconfirm } from '../../components/confirm-popover.tsx';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAppSettings } from '../../app/app-settings.tsx';
import { useSubmit } from '../../lib/use-submit.ts';
import { logoQuery, type Customisation } from './customise-requests.ts';

export const LOGO_ACCEPT = '.png,.jpg,.jpeg,.svg,image/png,image/jpeg,image/svg+xml';

export interface LogoFieldProps {
  quoteId: number;
  logoUrl: string | null;
  readOnly: boolean;
  /** Sends the file; answers the error message, or null once the customisation has the new logo. */
  onUpload: (file: File) => Promise<string | null>;
  onRemove: () => Promise<string | null>;
}

/** The object URL of the logo at `logoUrl`, revoked when it changes. */
function useLogoPreview(quoteId: number, logoUrl: Customisation['logo_url']): string | null {
  const logo = logoQuery(quoteId, logoUrl ?? '');
  const { data: blob } = useQuery({ queryKey: logo.queryKey, queryFn: logoUrl ? logo.queryFn : skipToken, gcTime: 0 });
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!logoUrl || !blob) return setSrc(null);
    const url = URL.createObjectURL(blob);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [logoUrl, blob]);
  return src;
}

export function LogoField({ quoteId, logoUrl, readOnly, onUpload, onRemove }: LogoFieldProps) {
  const { t } = useLingui();
  const { uploadMaxMb } = useAppSettings();
  const src = useLogoPreview(quoteId, logoUrl);
  const { submitting: busy, error, setError, submit: run } = useSubmit();

  const choose = (file: File) => {
    if (file.size > uploadMaxMb * 1024 * 1024) setError(t`The file is larger than ${uploadMaxMb} MB.`);
    else void run(() => onUpload(file));
    return false; // the upload is ours, not antd's
  };

  return (
    <Flex vertical gap={8}>
      <Flex gap={16} align="center" wrap>
        <div className="customise-logo-frame">
          {src ? <img src={src} alt={t`Your logo`} className="customise-logo" data-testid="logo-preview" /> : <Typography.Text type="secondary"><Trans>No logo</Trans></Typography.Text>}
        </div>
        {!readOnly && (
          <Flex gap={8} wrap>
            <Upload accept={LOGO_ACCEPT} showUploadList={false} beforeUpload={choose} maxCount={1}>
              <Button icon={<UploadOutlined aria-hidden />} loading={busy}>
                {logoUrl ? <Trans>Replace the logo</Trans> : <Trans>Upload a logo</Trans>}
              </Button>
            </Upload>
            {logoUrl && (
              <Popconfirm title={t`Remove the logo from this quote?`} okText={t`Remove`} cancelText={t`Cancel`} okButtonProps={{ danger: true }} onConfirm={() => run(onRemove)}>
                <Button icon={<DeleteOutlined aria-hidden />} danger disabled={busy}>
                  <Trans>Remove</Trans>
                </Button>
              </Popconfirm>
            )}
          </Flex>
        )}
      </Flex>
      <Typography.Text type="secondary">
        <Trans>PNG, JPEG or SVG, at most {uploadMaxMb} MB. Printed at the top of the quote.</Trans>
      </Typography.Text>
      {error && <Alert type="error" showIcon role="alert" title={error} />}
    </Flex>
  );
}
