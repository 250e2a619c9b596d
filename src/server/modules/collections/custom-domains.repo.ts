import type { Selectable } from 'kysely';
import type { Executor } from '../../db';
import type { CustomDomainsTable } from '../../db/schema.generated';
import type { CustomDomainModel, DomainOwnerKind, DomainStatus } from './collections.models';
import { preparedQuery } from '../../db/prepared';

function toDomain(row: Selectable<CustomDomainsTable>): CustomDomainModel {
  return {
    domain: row.domain,
    ownerKind: row.owner_kind as DomainOwnerKind,
    ownerId: row.owner_id,
    status: row.status as DomainStatus,
    verificationToken: row.verification_token,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    verifiedAt: row.verified_at,
  };
}

export async function domainByName(db: Executor, domain: string): Promise<CustomDomainModel | null> {
  const row = await db.selectFrom('custom_domains').selectAll().where('domain', '=', domain).executeTakeFirst();
  return row ? toDomain(row) : null;
}

export async function domainOfOwner(db: Executor, kind: DomainOwnerKind, ownerId: string): Promise<CustomDomainModel | null> {
  const row = await db.selectFrom('custom_domains').selectAll().where('owner_kind', '=', kind).where('owner_id', '=', ownerId).executeTakeFirst();
  return row ? toDomain(row) : null;
}

/** Live (verified) domains of these owners, by owner id. */
const liveDomainsOfQuery = preparedQuery((db, kind: DomainOwnerKind, ownerIds: readonly string[]) =>
  db.selectFrom('custom_domains').select(['owner_id', 'domain']).where('owner_kind', '=', kind).where('status', '=', 'VERIFIED').where('owner_id', 'in', ownerIds),
);

export async function liveDomainsOf(db: Executor, kind: DomainOwnerKind, ownerIds: readonly string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (ownerIds.length === 0) return found;
  const rows = await liveDomainsOfQuery.execute(db, kind, [...ownerIds]);
  for (const row of rows) found.set(row.owner_id, row.domain);
  return found;
}

export async function insertDomain(db: Executor, domain: CustomDomainModel): Promise<void> {
  await db
    .insertInto('custom_domains')
    .values({
      domain: domain.domain,
      owner_kind: domain.ownerKind,
      owner_id: domain.ownerId,
      status: domain.status,
      verification_token: domain.verificationToken,
      created_at: domain.createdAt,
      updated_at: domain.updatedAt,
      verified_at: domain.verifiedAt,
    })
    .execute();
}

export async function deleteDomainOfOwner(db: Executor, kind: DomainOwnerKind, ownerId: string): Promise<void> {
  await db.deleteFrom('custom_domains').where('owner_kind', '=', kind).where('owner_id', '=', ownerId).execute();
}

export async function markVerified(db: Executor, domain: string, now: number): Promise<void> {
  await db.updateTable('custom_domains').set({ status: 'VERIFIED', verified_at: now, updated_at: now }).where('domain', '=', domain).execute();
}
