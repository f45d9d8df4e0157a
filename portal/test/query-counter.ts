import { AsyncLocalStorage } from 'node:async_hooks';
import type { Server } from 'node:http';
import pg from 'pg';

/** The queries one HTTP request sent, and in how many round trips (overlapping ones count once). */
export interface RequestQueries {
  method: string;
  url: string;
  queries: string[];
  roundTrips: number;
}

interface Tracked extends RequestQueries {
  inFlight: number;
}

const current = new AsyncLocalStorage<Tracked>();

/**
 * Counts, at the `pg` client, the queries each request to `server` causes (whatever it awaits or
 * schedules, as Node's async context follows it) and their round trips: a query sent while another
 * of the same request is in flight rides the same wait. The projector's batches run outside any
 * request and are not counted. Load-independent, unlike times.
 */
export function countRequestQueries(server: Server): { taken(): RequestQueries[]; stop(): void } {
  const seen: RequestQueries[] = [];
  const listeners = server.listeners('request') as ((...args: unknown[]) => void)[];
  server.removeAllListeners('request');
  const tracking = (req: { method?: string; url?: string }, ...rest: unknown[]) => {
    const tracked: Tracked = {
      method: req.method ?? '',
      url: req.url ?? '',
      queries: [],
      roundTrips: 0,
      inFlight: 0,
    };
    seen.push(tracked);
    current.run(tracked, () => {
      for (const listener of listeners) listener(req, ...rest);
    });
  };
  server.on('request', tracking);
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
    const tracked = current.getStore();
    if (!tracked) return (original as (...a: unknown[]) => unknown).apply(this, args);
    const config = args[0] as string | { text?: string };
    tracked.queries.push(typeof config === 'string' ? config : (config?.text ?? ''));
    if (tracked.inFlight === 0) tracked.roundTrips++;
    tracked.inFlight++;
    const done = () => {
      tracked.inFlight--;
    };
    const callback = args.findIndex((arg) => typeof arg === 'function');
    if (callback >= 0) {
      const given = args[callback] as (...a: unknown[]) => void;
      args[callback] = (...results: unknown[]) => {
        done();
        given(...results);
      };
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    }
    const answer = (original as (...a: unknown[]) => unknown).apply(this, args);
    if (isSubmittable(config)) {
      config.once('end', done).once('error', done);
      return answer;
    }
    if (answer && typeof (answer as Promise<unknown>).finally === 'function')
      return (answer as Promise<unknown>).finally(done);
    done();
    return answer;
  } as typeof original;
  return {
    taken: () => seen.splice(0),
    stop() {
      pg.Client.prototype.query = original;
      server.removeListener('request', tracking);
      for (const listener of listeners) server.on('request', listener);
    },
  };
}

interface Submittable {
  once(event: string, listener: () => void): Submittable;
}

function isSubmittable(config: unknown): config is Submittable {
  return typeof (config as { submit?: unknown })?.submit === 'function';
}
