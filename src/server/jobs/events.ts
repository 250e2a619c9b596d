import type { Executor } from '../db';
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
 * `clock` dates events (`EventMeta.occurredAt`: a test may set its own); `now` dates the jobs that carry them.
 */
export function createEventLog(registry: JobRegistry, options: { now?: () => number; clock?: () => number; written?: () => void } = {}): EventLog {
  const now = options.now ?? Date.now;
  const clock = options.clock ?? now;
  const subscribers = new Map<string, string[]>();
  return {
    subscribe(name, subscriber, handler) {
      registry.register(eventJobName(name, subscriber), async (stored, run) => {
        const { [META]: meta, ...payload } = stored as Record<string, unknown> & { [META]?: EventMeta };
        // Events written before their meta was kept: the delivery key starts with the event id.
        await handler(payload as never, meta ?? { eventId: run.key.split(':')[0] ?? run.key, occurredAt: now() });
      });
      subscribers.set(name, [...(subscribers.get(name) ?? []), subscriber]);
    },
    async publish(executor, name, payload) {
      const eventId = newId();
      const at = now();
      const meta: EventMeta = { eventId, occurredAt: clock() };
      for (const subscriber of subscribers.get(name) ?? []) {
        await writeJob(executor, { name: eventJobName(name, subscriber), payload: { ...payload, [META]: meta }, key: `${eventId}:${subscriber}` }, at);
      }
      options.written?.();
    },
  };
}
