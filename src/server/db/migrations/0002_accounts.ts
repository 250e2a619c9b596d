import type { Kysely } from 'kysely';

// Everything sign-in needs beyond sessions: passwords, lockouts, two-factor, social accounts, instance secrets.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('auth_tokens').addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.createIndex('auth_tokens_binding').on('auth_tokens').columns(['binding', 'kind']).execute();
  await db.schema.createIndex('auth_tokens_email').on('auth_tokens').columns(['email', 'created_at']).execute();

  await db.schema
    .createTable('user_passwords')
    .addColumn('user_id', 'text', (c) => c.primaryKey().notNull().references('users.id').onDelete('cascade'))
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  // One row per account and kind ('password' or 'two_factor'): failures since the last success or soft lock.
  await db.schema
    .createTable('auth_lockouts')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('fail_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('soft_lock_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'bigint')
    .addColumn('permanent_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('auth_lockouts_pk', ['user_id', 'kind'])
    .execute();

  await db.schema
    .createTable('two_factor')
    .addColumn('user_id', 'text', (c) => c.primaryKey().notNull().references('users.id').onDelete('cascade'))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('secret', 'text')
    .addColumn('country_code', 'text')
    .addColumn('phone_number', 'text')
    .addColumn('enabled_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  // A method being set up (RegisterAuthyUser) until its first code is verified.
  await db.schema
    .createTable('two_factor_enrollments')
    .addColumn('authy_id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('secret', 'text')
    .addColumn('country_code', 'text')
    .addColumn('phone_number', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();

  // Codes sent by text message or voice call; only their hashes are kept.
  await db.schema
    .createTable('two_factor_codes')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('two_factor_codes_user').on('two_factor_codes').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('two_factor_backup_codes')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addPrimaryKeyConstraint('two_factor_backup_codes_pk', ['user_id', 'code_hash'])
    .execute();

  await db.schema
    .createTable('social_accounts')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_user_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('social_accounts_pk', ['provider', 'provider_user_id'])
    .execute();
  await db.schema.createIndex('social_accounts_user').on('social_accounts').column('user_id').execute();

  // Generated once per instance and shared by every process through the database (signing and encryption keys).
  await db.schema
    .createTable('app_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey().notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'app_secrets', 'social_accounts', 'two_factor_backup_codes', 'two_factor_codes', 'two_factor_enrollments',
    'two_factor', 'auth_lockouts', 'user_passwords',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.dropIndex('auth_tokens_email').execute();
  await db.schema.dropIndex('auth_tokens_binding').execute();
  await db.schema.alterTable('auth_tokens').dropColumn('attempts').execute();
}
