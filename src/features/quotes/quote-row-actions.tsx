/** The action menu of a quote row: open, rename, duplicate, delete. */
import { CopyOutlined, DeleteOutlined, EditOutlined, FolderOpenOutlined, MoreOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import { Button, Dropdown, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import type { Schemas } from '../../api/types.ts';

export type QuoteRow = Schemas['QuoteListItem'];
export type QuoteAction = 'open' | 'rename' | 'duplicate' | 'delete';

export interface QuoteRowActionsProps {
  row: QuoteRow;
  /** QUOTE_EDIT: rename and delete (drafts only). */
  canEdit: boolean;
  /** QUOTE_CREATE: duplicate. */
  canCreate: boolean;
  onAction(action: QuoteAction, row: QuoteRow): void;
}

/** Which actions a row offers: a draft can be renamed and deleted (unless it produced an order). */
export function rowActions(row: QuoteRow, canEdit: boolean, canCreate: boolean): QuoteAction[] {
  const draft = row.state === 'draft';
  return [
    'open',
    ...(canEdit && draft ? (['rename'] as const) : []),
    ...(canCreate ? (['duplicate'] as const) : []),
    ...(canEdit && draft && row.order_id === null ? (['delete'] as const) : []),
  ];
}

export function QuoteRowActions({ row, canEdit, canCreate, onAction }: QuoteRowActionsProps) {
  const { t } = useLingui();
  const labels: Record<QuoteAction, { label: string; icon: ReactNode }> = {
    open: { label: t`Open`, icon: <FolderOpenOutlined aria-hidden /> },
    rename: { label: t`Rename`, icon: <EditOutlined aria-hidden /> },
    duplicate: { label: t`Duplicate`, icon: <CopyOutlined aria-hidden /> },
    delete: { label: t`Delete`, icon: <DeleteOutlined aria-hidden /> },
  };
  const items: MenuProps['items'] = rowActions(row, canEdit, canCreate).map((action) => ({
    key: action,
    label: labels[action].label,
    icon: labels[action].icon,
    danger: action === 'delete',
  }));
  const name = row.name;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        onClick: ({ key, domEvent }) => {
          // the menu is in a portal, but React events still bubble to the row, which would open the quote
          domEvent.stopPropagation();
          onAction(key as QuoteAction, row);
        },
      }}
    >
      <Button
        type="text"
        icon={<MoreOutlined aria-hidden />}
        aria-label={t`Actions for ${name}`}
        data-testid={`quote-actions-${row.id}`}
        onClick={(event) => event.stopPropagation()}
      />
    </Dropdown>
  );
}
