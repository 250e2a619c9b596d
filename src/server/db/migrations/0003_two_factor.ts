import type { Kysely } from 'kysely';

// The last authenticator-app time step accepted for an account, so one code cannot be used twice.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('two_factor').addColumn('totp_last_step', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('two_factor').dropColumn('totp_last_step').execute();
}
