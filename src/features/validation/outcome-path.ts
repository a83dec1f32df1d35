import type { Schemas } from '../../api/types.ts';

/** The page that follows a validated quote: pending confirmation, or ordered. */
export const outcomePath = (quote: Pick<Schemas['Quote'], 'id' | 'state'>) => `/quote/${quote.id}/${quote.state === 'pending_confirmation' ? 'confirmation' : 'success'}`;
