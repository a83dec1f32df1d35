/**
 * The quote builder's layout (spec §2): a header with the quote name and its
 * edit button (the rename dialog), the product family title, the quote
 * number, and an exit cross that goes home; the builder below. No click
 * wave in the builder: antd's ripple renders a React root and reads the
 * layout on each click of an answer, on the input's path (issue 17, item 1).
 * The header is memoised: the builder renders its screen again on each
 * busy flag of a save, and the header's tooltips and buttons registered
 * their styles each time (pass a stable `status` and `onRename`).
 */
import { CloseOutlined, EditOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, ConfigProvider, Tooltip } from 'antd';
import { memo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useLocalePrefix } from '../app/locale-scope.tsx';
import { Logo } from '../components/logo.tsx';
import { localePath } from '../i18n/locale-path.ts';
import { useDevice } from '../lib/use-device.ts';
import { MaintenanceBanner } from './maintenance-banner.tsx';
import './builder-layout.css';
import { Heading } from '../components/text.tsx';

export interface BuilderLayoutProps {
  name: string;
  familyTitle: string;
  reference: string;
  /** Shown beside the name (e.g. unsaved changes, read-only). */
  status?: ReactNode;
  /** Opens the rename dialog; no edit button without it. */
  onRename?: () => void;
  children: ReactNode;
}

const NO_WAVE = { disabled: true };

export function BuilderLayout({ name, familyTitle, reference, status, onRename, children }: BuilderLayoutProps) {
  return (
    <ConfigProvider wave={NO_WAVE}>
      <div className="layout layout-builder">
        <MaintenanceBanner />
        <BuilderHeader name={name} familyTitle={familyTitle} reference={reference} status={status} onRename={onRename} />
        <main className="page page-wide">{children}</main>
      </div>
    </ConfigProvider>
  );
}

/** The header, rendered again only when what it shows changes. */
export const BuilderHeader = memo(function BuilderHeader({ name, familyTitle, reference, status, onRename }: Omit<BuilderLayoutProps, 'children'>) {
  const { t } = useLingui();
  const prefix = useLocalePrefix();
  const { isPhone } = useDevice();
  return (
    <header className="app-header builder-header">
      {!isPhone && <Logo compact />}
      {/* no quote (one that does not exist or could not be loaded): no title, not "· Quote no." with nothing around it (issue 30, item 8) */}
      {reference === '' ? (
        <div className="builder-title" />
      ) : (
        <div className="builder-title">
          <div className="builder-name">
            <Heading level={1} className="builder-name-text" title={name}>
              {name}
            </Heading>
            {onRename && (
              <Tooltip title={t`Rename the quote`}>
                <Button type="text" icon={<EditOutlined aria-hidden />} onClick={onRename} aria-label={t`Rename the quote`} />
              </Tooltip>
            )}
            {/* beside the name on a phone too, which gives way (an ellipsis): under the family and number it wrapped
                onto a line of its own, and the tag that comes with every "save and next" (the save behind marks the
                quote unsaved) and goes once saved moved the whole page under the sticky header down and up again in
                the middle of the move (issue 28, item 2) */}
            {status && <span className="builder-status">{status}</span>}
          </div>
          <span className="app-header-sub builder-sub">
            <span>
              {/* the number is never broken at its hyphens ("Q-2026-" / "000004" on a phone before) */}
              {familyTitle} · <span className="builder-quote-number"><Trans>Quote no. {reference}</Trans></span>
            </span>
          </span>
        </div>
      )}
      <Tooltip title={t`Close the quote and go home`}>
        <Link to={localePath(prefix, '/home')} aria-label={t`Close the quote and go home`} className="builder-exit">
          <CloseOutlined aria-hidden />
        </Link>
      </Tooltip>
    </header>
  );
});

/**
 * The mark of unsaved changes, drawn as antd's warning tag (builder-layout.css): it comes and goes
 * with the first edit and a return to the saved answers, and mounting an antd Tag each time
 * registered its styles again on the input's path (issue 17). In a narrow header (a phone) it says
 * it shortly, so that the quote's name keeps room beside it ("Modifications non enregistrées" left
 * the name four letters at 390 px); which of the two shows is the header's container query, not the
 * window's width read in React (the header is not rendered again with the content).
 */
export function UnsavedTag() {
  return (
    <span className="builder-unsaved">
      <span className="builder-unsaved-long">
        <Trans>Unsaved changes</Trans>
      </span>
      <span className="builder-unsaved-short">
        <Trans comment="The unsaved-changes tag beside the quote's name in a narrow header (a phone): as short as it can be">Unsaved</Trans>
      </span>
    </span>
  );
}
