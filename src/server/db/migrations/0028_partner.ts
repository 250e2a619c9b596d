import type { Kysely } from 'kysely';

// The Partner Program: enrolment, payout accounts and tax documents.
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
