import type { Executor } from '../db';
import * as v from 'valibot';
import { newId } from '../db/ids';
import { writeJob } from './queue';
import type { JobRegistry } from './registry';

/**
 * Domain events (a publish, a follow, a clap…). Modules add theirs to `DomainEvents` by declaration merging.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DomainEvents {}

export type EventName = keyof DomainEvents;

/**
 * Durable domain events. `publish` writes one job per subscriber into the outbox with the executor it is
 * given (the change's own transaction), so an event exists exactly when its change does and is delivered
 * at least once, even if the process dies right after the commit. Each delivery's key is the event id and
 * the subscriber's name: handlers make a second delivery a no-op.
 */
/** What a subscriber is told besides the payload: the event's own id (the same on every delivery) and when it happened. */
export interface EventMeta {
  eventId: string;
  occurredAt: number;
}

export interface EventLog {
  subscribe<K extends EventName>(name: K, subscriber: string, handler: (payload: DomainEvents[K], meta: EventMeta) => void | Promise<void>): void;
  publish<K extends EventName>(executor: Executor, name: K, payload: DomainEvents[K]): Promise<void>;
}

export function eventJobName(name: string, subscriber: string): string {
  return `event:${name}:${subscriber}`;
}

const META = '__event';

/**
 * What every delivery carries: an object, with the event's meta beside its fields (absent on events
 * written before the meta was kept). The fields themselves are typed by `DomainEvents` where published.
 */
const DELIVERY = v.looseObject({
  [META]: v.optional(v.object({ eventId: v.string(), occurredAt: v.number() })),
});

/** `now` is the app's clock: it dates the events (`EventMeta.occurredAt`) and the jobs that carry them. */
export function createEventLog(registry: JobRegistry, options: { now?: () => number; written?: () => void } = {}): EventLog {
  const now = options.now ?? Date.now;
  const subscribers = new Map<string, string[]>();
  return {
    subscribe(name, subscriber, handler) {
      registry.register(eventJobName(name, subscriber), DELIVERY, async (stored, run) => {
        const { [META]: meta, ...payload } = stored;
        // Events written before their meta was kept: the delivery key starts with the event id.
        await handler(payload as never, meta ?? { eventId: run.key.split(':')[0] ?? run.key, occurredAt: now() });
      });
      subscribers.set(name, [...(subscribers.get(name) ?? []), subscriber]);
    },
    async publish(executor, name, payload) {
      const eventId = newId();
      const at = now();
      const meta: EventMeta = { eventId, occurredAt: at };
      for (const subscriber of subscribers.get(name) ?? []) {
        await writeJob(executor, { name: eventJobName(name, subscriber), payload: { ...payload, [META]: meta }, key: `${eventId}:${subscriber}` }, at);
      }
      options.written?.();
    },
  };
}
