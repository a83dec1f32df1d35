/**
 * The photos of the pool on its project's page: each shown from its bytes
 * (the bearer token is a header, so not a plain link), a new one uploaded at
 * once under the logo's budgets (PNG or JPEG, the size checked here first,
 * the rest by the server: its message shown), one removed after a
 * confirmation.
 */
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Flex, Image, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import type { Locale } from '../../../engine/index.ts';
import { useAppSettings } from '../../app/app-settings.tsx';
import { Popconfirm } from '../../components/confirm-popover.tsx';
import { formatDate, formatFileSize } from '../../lib/format.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import type { ProjectPhoto } from './project-types.ts';

export const PHOTO_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';
export const PHOTOS_MAX = 20;

export interface ProjectPhotosProps {
  photos: ProjectPhoto[];
  locale: Locale;
  canEdit: boolean;
  /** The photo's bytes. */
  loadPhoto(photo: ProjectPhoto): Promise<Blob>;
  /** Sends the file; answers the error message, or null once stored. */
  onUpload(file: File): Promise<string | null>;
  onRemove(photo: ProjectPhoto): Promise<string | null>;
}

/** An object URL of the photo's bytes while it is shown. */
function usePhotoSrc(photo: ProjectPhoto, load: (photo: ProjectPhoto) => Promise<Blob>): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let url: string | null = null;
    let gone = false;
    load(photo).then(
      (blob) => {
        if (gone) return;
        url = URL.createObjectURL(blob);
        setSrc(url);
      },
      () => undefined, // a photo that does not load stays a frame with its name
    );
    return () => {
      gone = true;
      if (url) URL.revokeObjectURL(url);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one read per photo
  }, [photo.id]);
  return src;
}

function PhotoTile({ photo, locale, canEdit, load, onRemove, busy }: { photo: ProjectPhoto; locale: Locale; canEdit: boolean; load: ProjectPhotosProps['loadPhoto']; onRemove(): void; busy: boolean }) {
  const { t } = useLingui();
  const src = usePhotoSrc(photo, load);
  const name = photo.name;
  return (
    <figure className="project-photo" data-testid="project-photo">
      <div className="project-photo-frame">{src ? <Image src={src} alt={name} width="100%" height="100%" /> : <Typography.Text type="secondary">{name}</Typography.Text>}</div>
      <figcaption>
        <Typography.Text ellipsis title={name}>
          {name}
        </Typography.Text>
        <Typography.Text type="secondary" className="project-photo-meta">
          {formatDate(photo.uploaded_at, locale)} · {formatFileSize(photo.size, locale)}
        </Typography.Text>
        {canEdit && (
          <Popconfirm title={t`Remove the photo “${name}”?`} okText={t`Remove`} cancelText={t`Cancel`} okButtonProps={{ danger: true }} onConfirm={onRemove}>
            <Button type="text" danger size="small" icon={<DeleteOutlined aria-hidden />} aria-label={t`Remove the photo “${name}”`} disabled={busy} />
          </Popconfirm>
        )}
      </figcaption>
    </figure>
  );
}

export function ProjectPhotos({ photos, locale, canEdit, loadPhoto, onUpload, onRemove }: ProjectPhotosProps) {
  const { t } = useLingui();
  const { uploadMaxMb } = useAppSettings();
  const { submitting: busy, error, setError, submit } = useSubmit();
  const full = photos.length >= PHOTOS_MAX;
  const max = PHOTOS_MAX;

  const choose = (file: File) => {
    if (file.size > uploadMaxMb * 1024 * 1024) setError(t`The file is larger than ${uploadMaxMb} MB.`);
    else void submit(() => onUpload(file));
    return false; // the upload is ours, not antd's
  };

  return (
    <Card
      size="small"
      className="project-card project-photos"
      title={<Trans>Photos of the pool</Trans>}
      extra={
        canEdit && (
          <Upload accept={PHOTO_ACCEPT} showUploadList={false} beforeUpload={choose} maxCount={1} disabled={full}>
            <Button icon={<UploadOutlined aria-hidden />} loading={busy} disabled={full} data-testid="upload-photo">
              <Trans>Add a photo</Trans>
            </Button>
          </Upload>
        )
      }
    >
      <Flex vertical gap={8}>
        {photos.length === 0 ? (
          <Typography.Text type="secondary">
            <Trans>No photo yet.</Trans>
          </Typography.Text>
        ) : (
          <Image.PreviewGroup>
            <div className="project-photo-grid">
              {photos.map((photo) => (
                <PhotoTile key={photo.id} photo={photo} locale={locale} canEdit={canEdit} load={loadPhoto} busy={busy} onRemove={() => void submit(() => onRemove(photo))} />
              ))}
            </div>
          </Image.PreviewGroup>
        )}
        {canEdit && (
          <Typography.Text type="secondary">
            <Trans>PNG or JPEG, at most {uploadMaxMb} MB each, {max} photos per project.</Trans>
          </Typography.Text>
        )}
        {error && <Alert type="error" showIcon role="alert" title={error} />}
      </Flex>
    </Card>
  );
}
