/**
 * The family's presets that fit the quote's product variant (named answer
 * sets such as "8 x 4 rectangle, standard"): one click fills the other steps
 * on the server, keeping the reference step and step 1.
 */
import { ThunderboltOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Flex, Tooltip } from 'antd';
import { Panel } from '../../components/panel.tsx';
import { Popconfirm } from '../../components/confirm-popover.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { memo } from 'react';
import { changed } from '../../api/changes.ts';
import { $api, settle } from '../../api/queries.ts';
import { errorMessageOf } from '../../api/types.ts';
import { showErrorToast } from '../../lib/toast.ts';
import type { Quote } from './builder-data.ts';
import { SecondaryText } from '../../components/text.tsx';

export interface PresetsPanelProps {
  quoteId: number;
  /** Unsaved edits would be thrown away: presets wait for a save. */
  dirty: boolean;
  onApplied: (quote: Quote) => void;
}

/** Memoised: the builder renders its screen again on each busy flag of a save; the presets' tooltips and buttons follow `dirty` only (a stable `onApplied`). */
export const PresetsPanel = memo(function PresetsPanel({ quoteId, dirty, onApplied }: PresetsPanelProps) {
  const { t } = useLingui();
  // the presets that fit the saved variant: a save of the answers is a change of the quote, which makes them stale
  const { data } = useQuery($api.queryOptions('get', '/quote/{id}/presets', { params: { path: { id: quoteId } } }));
  const presets = data?.data ?? [];
  const client = useQueryClient();
  const { mutateAsync: applyPreset, isPending, variables } = $api.useMutation('post', '/quote/{id}/presets-save-answers-other-steps', { onSuccess: () => void changed(client, 'quote') });
  // the preset on its way
  const applying = isPending ? (variables?.body.preset_id ?? null) : null;

  if (presets.length === 0) return null;

  const apply = async (presetId: number) => {
    const answer = await settle(applyPreset({ params: { path: { id: quoteId } }, body: { preset_id: presetId } }));
    if (answer.ok) onApplied(answer.data.data);
    else showErrorToast(errorMessageOf(answer.error) ?? t`The preset could not be applied.`);
  };

  return (
    <Panel title={<Trans>Start from a preset</Trans>} className="presets-panel">
      <Flex gap={8} wrap>
        {presets.map((preset) => (
          <Tooltip key={preset.id} title={dirty ? t`Save your changes first` : undefined}>
            <Popconfirm
              title={t`Fill the other steps with “${preset.title}”?`}
              description={t`The answers of the steps after the product choice are replaced.`}
              okText={t`Apply`}
              cancelText={t`Cancel`}
              onConfirm={() => apply(preset.id)}
              disabled={dirty}
            >
              <Button icon={<ThunderboltOutlined aria-hidden />} disabled={dirty} loading={applying === preset.id} className="preset-button">
                {preset.title}
              </Button>
            </Popconfirm>
          </Tooltip>
        ))}
      </Flex>
      {/* a tooltip does not show on a touch screen: say it under the buttons too. Its line is kept when there is
          nothing to say (hidden): every "save and next" marks the quote unsaved until the save behind is done, and
          the line coming and going moved the step's form down and up, a layout of the whole page each time, in the
          middle of the move (issue 28, item 2) */}
      <div className="presets-note" hidden={!dirty}>
        <SecondaryText>
          <Trans>Save your changes first</Trans>
        </SecondaryText>
      </div>
    </Panel>
  );
});
