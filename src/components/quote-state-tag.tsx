/** A quote's state as a coloured tag, in the user's language (the quote list, a pool project's quotes). */
import { Trans } from '@lingui/react/macro';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import type { Schemas } from '../api/types.ts';

type QuoteState = Schemas['QuoteState'];

const COLOURS: Record<QuoteState, string> = { draft: 'blue', pending_confirmation: 'gold', ordered: 'green' };

/** The translated name of a quote state. */
export function QuoteStateLabel({ state }: { state: QuoteState }): ReactNode {
  switch (state) {
    case 'draft':
      return <Trans>Draft</Trans>;
    case 'pending_confirmation':
      return <Trans>Pending confirmation</Trans>;
    case 'ordered':
      return <Trans>Ordered</Trans>;
  }
}

export function QuoteStateTag({ state }: { state: QuoteState }) {
  return (
    <Tag color={COLOURS[state]} className="quote-state-tag" data-state={state}>
      <QuoteStateLabel state={state} />
    </Tag>
  );
}
