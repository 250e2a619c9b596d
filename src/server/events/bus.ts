/**
 * Domain events (a clap, a follow, a response…). Services publish after their transaction commits;
 * notifications and emails subscribe. Modules add their events to `DomainEvents` by declaration merging.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DomainEvents {}

export type EventName = keyof DomainEvents;
type Handler<K extends EventName> = (payload: DomainEvents[K]) => void | Promise<void>;

export interface EventBus {
  subscribe<K extends EventName>(name: K, handler: Handler<K>): () => void;
  publish<K extends EventName>(name: K, payload: DomainEvents[K]): Promise<void>;
}

export function createEventBus(onError: (error: unknown, name: string) => void): EventBus {
  const handlers = new Map<string, Set<Handler<never>>>();
  return {
    subscribe(name, handler) {
      const set = handlers.get(name as string) ?? new Set();
      set.add(handler as Handler<never>);
      handlers.set(name as string, set);
      return () => set.delete(handler as Handler<never>);
    },
    // Each subscriber runs even if another fails; the publisher never sees a subscriber's error.
    async publish(name, payload) {
      const set = handlers.get(name as string);
      if (!set) return;
      await Promise.all(
        [...set].map(async (handler) => {
          try {
            await (handler as Handler<typeof name>)(payload);
          } catch (error) {
            onError(error, name as string);
          }
        }),
      );
    },
  };
}
