/**
 * LISTEN on PostgreSQL through a connection of its own (a pooled one would
 * be handed to other queries). A lost connection is reported at once and
 * retried; a heartbeat query notices a connection that died silently, since
 * notifications sent while nobody listens are lost for good.
 *
 * `sync` is a barrier: PostgreSQL sends a listening session the
 * notifications committed before a command ahead of that command's answer,
 * so a round trip on this connection that starts after the call proves that
 * every change committed before the call has been heard. Callers that arrive
 * while a round trip is under way share the next one.
 */
import pg from 'pg';
import type { NotificationHandlers, Subscription } from './notifications.ts';

const RETRY_MS = 1_000;
const HEARTBEAT_MS = 2_000;
const ROUND_TRIP_TIMEOUT_MS = 1_000;
/** The application_name of the listening connection in pg_stat_activity. */
export const LISTENER_NAME = 'pool-configurator listener';

/** Listens on `channel` (a plain identifier) until `stop`; resolves once the first LISTEN is in place. */
export async function listenPostgres(url: string, channel: string, handlers: NotificationHandlers): Promise<Subscription> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  let current: pg.Client | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<boolean> | null = null;
  let queued: Promise<boolean> | null = null;

  const drop = (client: pg.Client) => {
    if (current !== client) return;
    current = null;
    clearTimeout(timer);
    handlers.live(false);
    client.end().catch(() => undefined);
    if (!stopped) timer = setTimeout(reconnect, RETRY_MS);
  };

  /** One `select 1` on the listening connection: true when it answered on a connection still current. */
  const roundTrip = (): Promise<boolean> => {
    const client = current;
    if (!client) return Promise.resolve(false);
    const trip = client.query('select 1').then(
      () => current === client,
      () => {
        drop(client);
        return false;
      },
    );
    inFlight = trip;
    void trip.then(() => {
      if (inFlight === trip) inFlight = null;
    });
    return trip;
  };

  const connect = async () => {
    const client = new pg.Client({
      connectionString: url,
      application_name: LISTENER_NAME,
      keepAlive: true,
      query_timeout: ROUND_TRIP_TIMEOUT_MS,
    });
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.message(message.payload ?? '');
    });
    client.on('error', () => drop(client));
    client.on('end', () => drop(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (stopped) return void (await client.end());
    current = client;
    handlers.live(true);
    timer = setTimeout(heartbeat, HEARTBEAT_MS);
  };

  const reconnect = () => {
    connect().catch(() => {
      if (!stopped) timer = setTimeout(reconnect, RETRY_MS);
    });
  };

  const heartbeat = () => {
    if (!inFlight) void roundTrip();
    if (current && !stopped) timer = setTimeout(heartbeat, HEARTBEAT_MS);
  };

  await connect();
  return {
    sync() {
      if (!inFlight) return roundTrip();
      queued ??= inFlight.then(() => {
        queued = null;
        return roundTrip();
      });
      return queued;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      const client = current;
      current = null;
      handlers.live(false);
      await client?.end().catch(() => undefined);
    },
  };
}
