import { describe, expect, it, vi } from 'vitest';

/** A fresh module per test: the queue and the listener are module state. */
async function freshToast() {
  vi.resetModules();
  return import('../../../src/lib/toast.ts');
}

function fakeApi(log: string[]) {
  return {
    notification: { error: ({ message }: { message: string }) => log.push(`error:${message}`), success: ({ message }: { message: string }) => log.push(`success:${message}`) },
    message: { open: ({ key, content }: { key: string; content: string }) => log.push(`open:${key}:${content}`), destroy: (key: string) => log.push(`destroy:${key}`) },
  } as never;
}

describe('toasts loaded on demand', () => {
  it('asks for the host once, at the first toast, and plays what waited in order once the instances are there', async () => {
    const toast = await freshToast();
    const requested = vi.fn();
    toast.whenToastsRequested(requested);
    expect(requested).not.toHaveBeenCalled();

    toast.showErrorToast('first');
    const hide = toast.showLoading('working');
    toast.showSuccessToast('second');
    hide();
    expect(requested).toHaveBeenCalledTimes(1);

    const log: string[] = [];
    toast.setToastApi(fakeApi(log));
    expect(log).toEqual(['error:first', 'open:loading-1:working', 'success:second', 'destroy:loading-1']);

    toast.showErrorToast('third');
    expect(log.at(-1)).toBe('error:third');
    expect(requested).toHaveBeenCalledTimes(1);
  });

  it('calls a host that registers after the first toast at once', async () => {
    const toast = await freshToast();
    toast.showErrorToast('early');
    const requested = vi.fn();
    toast.whenToastsRequested(requested);
    expect(requested).toHaveBeenCalledTimes(1);
  });
});
