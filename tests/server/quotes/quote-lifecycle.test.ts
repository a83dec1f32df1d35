/** The quote life cycle's table, every state with every event and billing. */
import { describe, expect, it } from 'vitest';
import { QUOTE_EVENTS, QUOTE_STATES, quoteTransition, type QuoteEvent, type QuoteState } from '../../../server/quotes/quote-lifecycle.ts';

const expected: Record<QuoteState, Record<QuoteEvent, { group: string; direct: string }>> = {
  draft: {
    validate: { group: 'pending_confirmation', direct: 'ordered' },
    confirm: { group: 'quote_not_pending', direct: 'quote_not_pending' },
    reject: { group: 'quote_not_pending', direct: 'quote_not_pending' },
  },
  pending_confirmation: {
    validate: { group: 'quote_already_validated', direct: 'quote_already_validated' },
    confirm: { group: 'ordered', direct: 'ordered' },
    reject: { group: 'draft', direct: 'draft' },
  },
  ordered: {
    validate: { group: 'quote_already_validated', direct: 'quote_already_validated' },
    confirm: { group: 'quote_not_pending', direct: 'quote_not_pending' },
    reject: { group: 'quote_not_pending', direct: 'quote_not_pending' },
  },
};

describe('quoteTransition', () => {
  for (const from of QUOTE_STATES) {
    for (const event of QUOTE_EVENTS) {
      for (const billing of ['group', 'direct'] as const) {
        const outcome = expected[from][event][billing];
        it(`${from} --${event}--> ${outcome} (billed ${billing})`, () => {
          const result = quoteTransition(from, event, { billing });
          if ((QUOTE_STATES as readonly string[]).includes(outcome)) expect(result).toEqual({ ok: true, to: outcome });
          else expect(result).toEqual({ ok: false, error: outcome });
        });
      }
    }
  }

  it('covers every state and event of the table', () => {
    expect(Object.keys(expected).sort()).toEqual([...QUOTE_STATES].sort());
    for (const state of QUOTE_STATES) expect(Object.keys(expected[state]).sort()).toEqual([...QUOTE_EVENTS].sort());
  });

  it('never validates the same quote twice: no state reached by validate allows validate again', () => {
    for (const billing of ['group', 'direct'] as const) {
      const first = quoteTransition('draft', 'validate', { billing });
      expect(first.ok).toBe(true);
      if (first.ok) expect(quoteTransition(first.to, 'validate', { billing })).toEqual({ ok: false, error: 'quote_already_validated' });
    }
  });
});
