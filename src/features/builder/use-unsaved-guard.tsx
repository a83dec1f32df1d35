/**
 * The warning when leaving a quote with unsaved changes (spec §8): in the
 * router (a confirmation dialog before another screen opens) and when the
 * tab is closed or reloaded (the browser's own prompt).
 */
import { useLingui } from '@lingui/react/macro';
import { Modal } from 'antd';
import { useCallback, useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

export function useUnsavedGuard(dirty: boolean): void {
  const { t } = useLingui();
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
    const dialog = confirmLeave(t, () => blocker.proceed(), () => blocker.reset());
    return () => dialog.destroy();
  }, [blocker, t]);
}

type Translate = ReturnType<typeof useLingui>['t'];

function confirmLeave(t: Translate, onOk: () => void, onCancel?: () => void) {
  return Modal.confirm({
    title: t`Leave without saving?`,
    content: t`Your changes to this quote are not saved. If you leave now, they will be lost.`,
    okText: t`Leave without saving`,
    okButtonProps: { danger: true },
    cancelText: t`Stay on the quote`,
    onOk,
    onCancel,
  });
}

/** For a move inside the builder (another step): runs `go` at once, or once the user agrees to lose unsaved changes. */
export function useConfirmLeave(): (dirty: boolean, go: () => void) => void {
  const { t } = useLingui();
  return useCallback((dirty: boolean, go: () => void) => {
    if (dirty) confirmLeave(t, go);
    else go();
  }, [t]);
}
