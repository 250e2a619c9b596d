import * as v from 'valibot';
import type { JobRun } from './queue';

/** What a job's payload must look like: a valibot schema, checked when the job starts. */
export type PayloadSchema = v.GenericSchema;

export type TypedJobHandler<S extends PayloadSchema> = (payload: v.InferOutput<S>, run: JobRun) => Promise<void>;

/**
 * A payload that does not match its job's schema: running it again cannot help, so the runners make it a
 * dead letter at once, with this message as the reason.
 */
export class InvalidPayloadError extends Error {
  readonly permanent = true;
  constructor(name: string, issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]) {
    super(`Invalid payload for the job "${name}": ${v.summarize(issues).replace(/\n/g, '; ')}`);
    this.name = 'InvalidPayloadError';
  }
}

/** A registered job: checks the payload against the job's schema, then runs the handler with the schema's output. */
type Entry = (payload: unknown, run: JobRun) => Promise<void>;

/** Job handlers by job name, each with the schema of its payload; modules register theirs when the app is built. */
export class JobRegistry {
  private readonly entries = new Map<string, Entry>();

  register<S extends PayloadSchema>(name: string, schema: S, handler: TypedJobHandler<S>): void {
    if (this.entries.has(name)) throw new Error(`A handler for the job "${name}" is registered already`);
    this.entries.set(name, async (payload, run) => {
      const checked = v.safeParse(schema, payload);
      if (!checked.success) throw new InvalidPayloadError(name, checked.issues);
      await handler(checked.output, run);
    });
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  /**
   * Runs the job's handler with its payload once the payload has passed the job's schema (the handler gets
   * the schema's output). Throws InvalidPayloadError, before the handler runs, when it does not.
   */
  async run(name: string, payload: unknown, run: JobRun): Promise<void> {
    const entry = this.entries.get(name);
    if (!entry) throw new Error(`No handler is registered for the job "${name}"`);
    await entry(payload, run);
  }
}
