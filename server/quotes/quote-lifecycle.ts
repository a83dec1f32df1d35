/**
 * The life cycle of a quote as a pure transition table (domain brief §3):
 *
 *   draft --validate--> pending_confirmation   (billed through a trading group)
 *   draft --validate--> ordered                (billed directly)
 *   pending_confirmation --confirm--> ordered
 *   pending_confirmation --reject--> draft     (with the group's reason)
 *
 * Validation, confirmation and rejection all ask this table where a quote
 * goes; a move it does not list is refused with the error it names.
 */
import type { ErrorCode } from '../i18n/messages.ts';

export const QUOTE_STATES = ['draft', 'pending_confirmation', 'ordered'] as const;
export type QuoteState = (typeof QUOTE_STATES)[number];

export const QUOTE_EVENTS = ['validate', 'confirm', 'reject'] as const;
export type QuoteEvent = (typeof QUOTE_EVENTS)[number];

export interface TransitionContext {
  billing: 'group' | 'direct';
}

type Target = QuoteState | ((context: TransitionContext) => QuoteState);

const TRANSITIONS: Record<QuoteState, Partial<Record<QuoteEvent, Target>>> = {
  draft: { validate: ({ billing }) => (billing === 'group' ? 'pending_confirmation' : 'ordered') },
  pending_confirmation: { confirm: 'ordered', reject: 'draft' },
  ordered: {},
};

/** The error of an event the state does not allow. */
const REFUSAL: Record<QuoteEvent, ErrorCode> = {
  validate: 'quote_already_validated',
  confirm: 'quote_not_pending',
  reject: 'quote_not_pending',
};

export type TransitionResult = { ok: true; to: QuoteState } | { ok: false; error: ErrorCode };

/**
 * @example
 * quoteTransition('draft', 'validate', { billing: 'group' }) // { ok: true, to: 'pending_confirmation' }
 * quoteTransition('ordered', 'validate', { billing: 'direct' }) // { ok: false, error: 'quote_already_validated' }
 */
export function quoteTransition(from: QuoteState, event: QuoteEvent, context: TransitionContext): TransitionResult {
  const target = TRANSITIONS[from][event];
  if (target === undefined) return { ok: false, error: REFUSAL[event] };
  return { ok: true, to: typeof target === 'function' ? target(context) : target };
}

/** Whether an order made from a quote in this state still waits for its trading group. */
export const awaitsConfirmation = (state: QuoteState) => state === 'pending_confirmation';
