import type { JobHandler } from './queue';

/** Job handlers by job name; modules register theirs when the app is built. */
export class JobRegistry {
  private readonly handlers = new Map<string, JobHandler>();

  register(name: string, handler: JobHandler): void {
    if (this.handlers.has(name)) throw new Error(`A handler for the job "${name}" is registered already`);
    this.handlers.set(name, handler);
  }

  handler(name: string): JobHandler | undefined {
    return this.handlers.get(name);
  }
}
