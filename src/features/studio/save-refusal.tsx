/**
 * The server's refusal of a save, under the studio's header: its reason and
 * each error on its line of the file (a button shows the line). A text that
 * names another family (family_key_changed: a family's key never changes)
 * says how to start a new family from it instead.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button } from 'antd';
import type { StudioFailure } from './use-family-studio.ts';

export interface SaveRefusalProps {
  failure: StudioFailure;
  onShowLine(line: number): void;
  onClose(): void;
}

export function SaveRefusal({ failure, onShowLine, onClose }: SaveRefusalProps) {
  const { t } = useLingui();
  const keyChanged = failure.details.some((detail) => detail.code === 'family_key_changed');
  return (
    <Alert
      className="form-alert studio-refusal"
      type="error"
      showIcon
      role="alert"
      data-testid="studio-refusal"
      title={failure.message}
      closable={{ onClose, 'aria-label': t`Close` }}
      description={
        <>
          {failure.details.length > 0 && (
            <ul className="studio-blockers">
              {failure.details.map((detail, index) => {
                const line = detail.line;
                return (
                  <li key={index}>
                    {detail.message}{' '}
                    {line !== undefined && (
                      <Button type="link" size="small" className="studio-refusal-line" onClick={() => onShowLine(line)}>
                        <Trans>line {line}</Trans>
                      </Button>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
          {keyChanged && (
            <p className="studio-refusal-hint">
              <Trans>
                This text is another family's: a family's key never changes. To start a new family from it, go back to all families and choose New family, then A copy of a family (or a blank one, and paste the text there).
              </Trans>
            </p>
          )}
        </>
      }
    />
  );
}
