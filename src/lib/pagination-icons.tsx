/**
 * The pager's arrows named in the page's language: antd's own are buttons
 * whose only content is an icon named in English ("left", "right",
 * "double-left"). Given to every table's pagination.
 */
import { DoubleLeftOutlined, DoubleRightOutlined, EllipsisOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { msg } from '@lingui/core/macro';
import type { TablePaginationConfig } from 'antd';
import { i18n } from '../i18n/i18n.ts';

const jump = (icon: React.ReactNode, label: string) => (
  <a className="ant-pagination-item-link" aria-label={label}>
    <div className="ant-pagination-item-container">
      {icon}
      <span className="ant-pagination-item-ellipsis">
        <EllipsisOutlined aria-hidden />
      </span>
    </div>
  </a>
);

/** prevIcon, nextIcon, jumpPrevIcon and jumpNextIcon for a pagination, in the active language. */
export function paginationIcons(): Pick<TablePaginationConfig, 'prevIcon' | 'nextIcon' | 'jumpPrevIcon' | 'jumpNextIcon'> {
  return {
    prevIcon: (
      <button className="ant-pagination-item-link" type="button" tabIndex={-1} aria-label={i18n._(msg`Previous page`)}>
        <LeftOutlined aria-hidden />
      </button>
    ),
    nextIcon: (
      <button className="ant-pagination-item-link" type="button" tabIndex={-1} aria-label={i18n._(msg`Next page`)}>
        <RightOutlined aria-hidden />
      </button>
    ),
    jumpPrevIcon: jump(<DoubleLeftOutlined aria-hidden className="ant-pagination-item-link-icon" />, i18n._(msg`Previous pages`)),
    jumpNextIcon: jump(<DoubleRightOutlined aria-hidden className="ant-pagination-item-link-icon" />, i18n._(msg`Next pages`)),
  };
}
