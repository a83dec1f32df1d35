/**
 * The warning when leaving a quote with unsaved changes (spec §8): in the
 * router (a confirmation dialog before another screen opens), before another
 * step of the builder, and when the tab is closed or reloaded (the browser's
 * own prompt).
 *
 * The dialog (leave-dialog.tsx) is a `<Modal>` rendered by the builder, inside the app's theme
 * and language (antd's static Modal.confirm renders outside them: its danger
 * button took antd's default red, 3.3:1 behind white text, and its icon read
 * its English name).
 */
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useBlocker } from 'react-router-dom';
import { LeaveDialog, type Pending } from './builder-dialogs.tsx';

export interface LeaveWarning {
  /** For a move inside the builder (another step): runs `go` at once, or once the user agrees to lose unsaved changes. */
  confirmLeave: (dirty: boolean, go: () => void) => void;
  /** The dialog, to render in the builder. */
  dialog: ReactNode;
}

/** Guards the quote while `dirty`: leaving the page (router or browser) asks first. */
export function useLeaveWarning(dirty: boolean): LeaveWarning {
  const [pending, setPending] = useState<Pending | null>(null);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // A move blocked in the router is read from the router's own state, not copied into ours: a copy
  // made by an effect could outlive the router's answer (the dialog open again after "stay").
  const blocked = useMemo<Pending | null>(
    () => (blocker.state === 'blocked' ? { leave: () => blocker.proceed(), stay: () => blocker.reset() } : null),
    [blocker],
  );

  const confirmLeave = useCallback((changed: boolean, go: () => void) => {
    if (changed) setPending({ leave: go });
    else go();
  }, []);
  return { confirmLeave, dialog: <LeaveDialog pending={blocked ?? pending} onClose={() => setPending(null)} /> };
}
