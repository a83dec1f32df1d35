/** The API middleware ends a session here; the auth provider listens. */
export type SessionEndReason = 'expired' | 'invalid';

type Listener = (reason: SessionEndReason) => void;
const listeners = new Set<Listener>();

export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function endSession(reason: SessionEndReason): void {
  for (const listener of listeners) listener(reason);
}
