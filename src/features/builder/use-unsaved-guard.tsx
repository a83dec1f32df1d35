/**
 * The warning when leaving a quote with unsaved changes (spec §8): in the
 * router (a confirmation dialog before another screen opens) and when the
 * tab is closed or reloaded (the browser's own prompt).
 */
import { useLingui } from '@lingui/react/macro';
import { Modal } from 'antd';
import { useCallback, useEffect, useMemo } from 'react';
import { useBlocker } from 'react-router-dom';

/** The warning's texts, in the page's language (macros here, where Lingui extracts them). */
function useLeaveTexts() {
  const { t } = useLingui();
  return useMemo(
    () => ({
      title: t`Leave without saving?`,
      content: t`Your changes to this quote are not saved. If you leave now, they will be lost.`,
      okText: t`Leave without saving`,
      cancelText: t`Stay on the quote`,
    }),
    [t],
  );
}

type LeaveTexts = ReturnType<typeof useLeaveTexts>;

function confirmLeave(texts: LeaveTexts, onOk: () => void, onCancel?: () => void) {
  return Modal.confirm({ ...texts, okButtonProps: { danger: true }, onOk, onCancel });
}

export function useUnsavedGuard(dirty: boolean): void {
  const texts = useLeaveTexts();
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

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const dialog = confirmLeave(texts, () => blocker.proceed(), () => blocker.reset());
    return () => dialog.destroy();
  }, [blocker, texts]);
}

/** For a move inside the builder (another step): runs `go` at once, or once the user agrees to lose unsaved changes. */
export function useConfirmLeave(): (dirty: boolean, go: () => void) => void {
  const texts = useLeaveTexts();
  return useCallback((dirty: boolean, go: () => void) => {
    if (dirty) confirmLeave(texts, go);
    else go();
  }, [texts]);
}
