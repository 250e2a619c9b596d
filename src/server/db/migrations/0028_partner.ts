import type { Kysely } from 'kysely';

// The Partner Program: enrolment, payout accounts and tax documents.
//
// `partner_enrollments`: one row per writer who ever enrolled (kept after unenrolment: history stays). The
// step times record how far enrolment went; the deadlines are fixed at enrolment (see
// src/shared/validation/partner.ts) and the earning status is read from them and the tax document.
// `users.is_partner_program_enrolled` and `users.hightower_terms_accepted_at` (0001) stay the viewer's flags.
// `partner_tax_documents`: the writer's current tax form; the tax id is sealed with the app's keyring, only its
// last 4 characters are kept in clear. `partner_tax_notices`: each tax notification sent, once per writer and type.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('partner_enrollments')
    .addColumn('user_id', 'text', (c) => c.primaryKey().notNull().references('users.id').onDelete('cascade'))
    .addColumn('eligibility_checked_at', 'bigint')
    .addColumn('country', 'text')
    .addColumn('terms_accepted_at', 'bigint')
    .addColumn('payout_account_id', 'text')
    .addColumn('payout_ready_at', 'bigint')
    .addColumn('payout_skipped_at', 'bigint')
    .addColumn('enrolled_at', 'bigint')
    .addColumn('unenrolled_at', 'bigint')
    .addColumn('earnings_first_withheld_at', 'bigint')
    .addColumn('earnings_limited_at', 'bigint')
    .addColumn('earnings_forfeited_at', 'bigint')
    .addColumn('earnings_internally_forfeited_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('partner_enrollments_enrolled').on('partner_enrollments').columns(['enrolled_at', 'unenrolled_at']).execute();

  await db.schema
    .createTable('partner_tax_documents')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('legal_name', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('tax_id_kind', 'text', (c) => c.notNull())
    .addColumn('tax_id_sealed', 'text', (c) => c.notNull())
    .addColumn('tax_id_last4', 'text', (c) => c.notNull())
    .addColumn('invalid_reason', 'text')
    .addColumn('submitted_at', 'bigint', (c) => c.notNull())
    .addColumn('reviewed_at', 'bigint')
    .addColumn('reviewed_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('approved_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('partner_tax_documents_status').on('partner_tax_documents').columns(['status', 'submitted_at']).execute();

  await db.schema
    .createTable('partner_tax_notices')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('notice', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('partner_tax_notices_pk', ['user_id', 'notice'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('partner_tax_notices').execute();
  await db.schema.dropTable('partner_tax_documents').execute();
  await db.schema.dropTable('partner_enrollments').execute();
}
