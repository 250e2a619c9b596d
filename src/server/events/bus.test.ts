import { describe, expect, it, vi } from 'vitest';
import { createEventBus } from './bus';

declare module './bus' {
  interface DomainEvents {
    'test.happened': { id: string };
  }
}

describe('event bus', () => {
  it('delivers to every subscriber, isolating failures', async () => {
    const onError = vi.fn();
    const bus = createEventBus(onError);
    const seen: string[] = [];
    bus.subscribe('test.happened', () => {
      throw new Error('boom');
    });
    const stop = bus.subscribe('test.happened', (e) => void seen.push(e.id));
    await bus.publish('test.happened', { id: 'a' });
    expect(seen).toEqual(['a']);
    expect(onError).toHaveBeenCalledOnce();
    stop();
    await bus.publish('test.happened', { id: 'b' });
    expect(seen).toEqual(['a']);
  });
});
