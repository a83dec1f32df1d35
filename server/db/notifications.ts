/**
 * The shape of a LISTEN/NOTIFY subscription, shared by client.ts (which
 * offers it) and listen-postgres.ts (which implements it on PostgreSQL). A
 * leaf module, so that neither imports the other for its types.
 */

/** What a LISTEN subscription reports. */
export interface NotificationHandlers {
  /** The payload of a notification on the channel. */
  message(payload: string): void;
  /**
   * true once notifications are heard, false when they may be missed (the
   * connection is lost or the subscription stopped) until the next true.
   */
  live(listening: boolean): void;
}

export interface Subscription {
  /**
   * Resolves true once every notification committed before the call has
   * been handed to `message`; false when that cannot be known (the
   * subscription is not live).
   */
  sync(): Promise<boolean>;
  stop(): Promise<void>;
}
