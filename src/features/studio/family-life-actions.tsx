/**
 * A family's state in the studio and what changes it: not yet published
 * (nobody can quote it), inactive (no new quotes; its quotes keep working);
 * deactivate or reactivate it; delete it, which the server refuses for a
 * family that quotes use: its reason is shown with deactivation offered
 * instead. Data and callbacks only, for the stories.
 */
import { DeleteOutlined, PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Space, Tag } from 'antd';
import { Popconfirm } from '../../components/confirm-popover.tsx';
import { useSubmit } from '../../lib/use-submit.ts';
import { studioLost } from './studio-lost.ts';
import type { StudioFailure } from './use-family-studio.ts';

export interface FamilyLifeActionsProps {
  title: string;
  active: boolean;
  /** Whether a version is in force (a new family has none until published). */
  published: boolean;
  onSetActive(active: boolean): Promise<StudioFailure | null>;
  /** Deletes the family; null when done (the page then leaves it). */
  onDelete(): Promise<StudioFailure | null>;
}

export function FamilyLifeState({ active, published }: Pick<FamilyLifeActionsProps, 'active' | 'published'>) {
  return (
    <>
      {!published && (
        <Tag color="gold">
          <Trans>Not published yet: no one can quote it</Trans>
        </Tag>
      )}
      {!active && (
        <Tag color="default">
          <Trans>Inactive: no new quotes</Trans>
        </Tag>
      )}
    </>
  );
}

export function FamilyLifeActions({ title, active, onSetActive, onDelete }: Omit<FamilyLifeActionsProps, 'published'>) {
  const { t } = useLingui();
  const { submitting: busy, error: failure, setError: setFailure, submit: run } = useSubmit<StudioFailure>({ lost: studioLost });
  const inUse = failure?.code === 'family_in_use';
  return (
    <div className="studio-life">
      <Space wrap size={8}>
        {active ? (
          <Popconfirm
            title={t`Deactivate ${title}? No new quote can be made with it; its quotes keep opening, pricing and printing.`}
            okText={t`Deactivate`}
            cancelText={t`Close`}
            onConfirm={() => run(() => onSetActive(false))}
          >
            <Button icon={<PauseCircleOutlined aria-hidden />} disabled={busy}>
              <Trans>Deactivate</Trans>
            </Button>
          </Popconfirm>
        ) : (
          <Button icon={<PlayCircleOutlined aria-hidden />} disabled={busy} onClick={() => void run(() => onSetActive(true))}>
            <Trans>Reactivate</Trans>
          </Button>
        )}
        <Popconfirm
          title={t`Delete ${title} for good? Only a family that no quote uses can be deleted.`}
          okText={t`Delete`}
          okButtonProps={{ danger: true }}
          cancelText={t`Close`}
          onConfirm={() => run(onDelete)}
        >
          <Button danger icon={<DeleteOutlined aria-hidden />} disabled={busy}>
            <Trans>Delete…</Trans>
          </Button>
        </Popconfirm>
      </Space>
      {failure && (
        <Alert
          className="form-alert"
          type="error"
          showIcon
          role="alert"
          title={failure.message}
          closable={{ onClose: () => setFailure(null) }}
          action={
            inUse && active ? (
              <Button size="small" onClick={() => void run(() => onSetActive(false))}>
                <Trans>Deactivate instead</Trans>
              </Button>
            ) : undefined
          }
        />
      )}
    </div>
  );
}
