/**
 * The builder's dialogs, each loaded the first time it opens: none of them is
 * needed to open a quote (npm run bench:web).
 */
import { loadedWhenOpened } from '../../lib/loaded-when-shown.tsx';

/** A move away from a quote with unsaved changes, waiting for the user's answer. */
export interface Pending {
  leave: () => void;
  stay?: () => void;
}

export const LeaveDialog = loadedWhenOpened(async () => (await import('./leave-dialog.tsx')).LeaveDialog, (props) => props.pending !== null);

export const InconsistencyReviewDialog = loadedWhenOpened(
  async () => (await import('./inconsistency-review-dialog.tsx')).InconsistencyReviewDialog,
  (props) => props.open,
);

export const QuoteNameDialog = loadedWhenOpened(async () => (await import('../../components/quote-name-dialog.tsx')).QuoteNameDialog, (props) => props.open);
