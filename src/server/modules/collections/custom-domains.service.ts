import { newHexToken } from '../../security';
import { resolveTxt } from 'node:dns/promises';
import { checkCustomDomain, domainVerificationRecord, PUBLICATION_MESSAGES } from '../../../shared/validation/publications';
import type { Config } from '../../config';
import type { Executor } from '../../db';
import { isUniqueViolation, withSavepoint } from '../../db/dialect';
import type { ServiceContext, SignedInContext } from '../../core';
import type { CollectionModel, CustomDomainModel, DomainOwnerKind, DomainStateParent } from './collections.models';
import { canManagePublication, type Decision } from './collections.policy';
import { updateCollectionRow } from './collections.repo';
import { deleteDomainOfOwner, domainByName, domainOfOwner, insertDomain, markVerified } from './custom-domains.repo';

declare module '../../jobs/events' {
  interface DomainEvents {
    /** A publication's or profile's custom domain was set, removed or verified (`domain` is the live one after it). */
    'customDomain.changed': { ownerKind: DomainOwnerKind; ownerId: string; actorId: string; domain: string | null; previousDomain: string | null };
  }
}

/**
 * How an owner proves a domain is theirs. Verification is pluggable: `dns` looks for the TXT record in the
 * domain's DNS (the real-world way); `manual` takes the owner's word, confirmed in the settings form, for
 * instances whose operators check domains themselves (and for machines that cannot reach DNS at all).
 */
export interface DomainVerifier {
  readonly method: 'manual' | 'dns';
  verify(domain: string, record: { name: string; value: string }): Promise<boolean>;
}

export const manualVerifier: DomainVerifier = { method: 'manual', verify: async () => true };

export const dnsVerifier: DomainVerifier = {
  method: 'dns',
  async verify(_domain, record) {
    try {
      const answers = await resolveTxt(record.name);
      return answers.some((chunks) => chunks.join('') === record.value);
    } catch {
      return false;
    }
  },
};

let verifierOverride: DomainVerifier | null = null;

/** Lets tests stand in for DNS. */
export function setDomainVerifierForTests(verifier: DomainVerifier | null): void {
  verifierOverride = verifier;
}

export function domainVerifier(config: Pick<Config, 'customDomainVerification'>): DomainVerifier {
  return verifierOverride ?? (config.customDomainVerification === 'dns' ? dnsVerifier : manualVerifier);
}

/** The origin a custom domain is served at: the same scheme and port as the instance's own address. */
export function domainOrigin(config: Pick<Config, 'publicUrl'>, domain: string): string {
  const own = new URL(config.publicUrl);
  return `${own.protocol}//${domain}${own.port ? `:${own.port}` : ''}`;
}

/** The instance's own host name (never a custom domain). */
export function ownHost(config: Pick<Config, 'publicUrl'>): string {
  return new URL(config.publicUrl).hostname.toLowerCase();
}

/** What a host serves when it is a live custom domain: a publication (by slug) or a profile (by username). */
export type DomainTarget = { kind: 'collection'; collectionSlug: string; collectionId: string } | { kind: 'user'; username: string; userId: string };

export async function liveDomainTarget(ctx: ServiceContext, { host }: { host: string }): Promise<DomainTarget | null> {
  const db = ctx.db;
  const domain = await domainByName(db, host.toLowerCase());
  if (!domain || domain.status !== 'VERIFIED') return null;
  if (domain.ownerKind === 'collection') {
    const row = await db.selectFrom('collections').select(['id', 'slug']).where('id', '=', domain.ownerId).executeTakeFirst();
    return row ? { kind: 'collection', collectionSlug: row.slug, collectionId: row.id } : null;
  }
  const user = await ctx.loaders.userById.load(domain.ownerId);
  return user?.username && !user.isSuspended ? { kind: 'user', username: user.username, userId: user.id } : null;
}

type Message = { message: string };
type Refusal = ({ __typename: 'NotFound' } & Message) | ({ __typename: 'Forbidden' } & Message);
type BadRequest = { __typename: 'BadRequest' } & Message;
export type DomainStateAnswer = { __typename: 'CustomDomainState' } & DomainStateParent;

const badRequest = (message: string): BadRequest => ({ __typename: 'BadRequest', message });
const refusal = (decision: Decision): Refusal =>
  decision.allowed ? { __typename: 'NotFound', message: PUBLICATION_MESSAGES.notFound } : { __typename: decision.kind, message: decision.message };

function newToken(): string {
  return newHexToken();
}

async function stateOf(ctx: ServiceContext, kind: DomainOwnerKind, ownerId: string): Promise<DomainStateAnswer> {
  return { __typename: 'CustomDomainState', domain: await domainOfOwner(ctx.db, kind, ownerId), showPending: true };
}

interface Owner {
  kind: DomainOwnerKind;
  id: string;
  /** Keeps the owner's own record of its live domain in step (a publication's `domain` column). */
  syncLive(trx: Executor, domain: string | null, now: number): Promise<void>;
}

async function setDomain(ctx: SignedInContext, owner: Owner, raw: string | null | undefined): Promise<DomainStateAnswer | BadRequest> {
  const current = await domainOfOwner(ctx.db, owner.kind, owner.id);
  const previousLive = current?.status === 'VERIFIED' ? current.domain : null;
  const now = ctx.now();
  if (!raw || !raw.trim()) {
    if (current) {
      await deleteDomainOfOwner(ctx.db, owner.kind, owner.id);
      await owner.syncLive(ctx.db, null, now);
      await ctx.bus.publish(ctx.db, 'customDomain.changed', { ownerKind: owner.kind, ownerId: owner.id, actorId: ctx.viewer.id, domain: null, previousDomain: previousLive });
    }
    return stateOf(ctx, owner.kind, owner.id);
  }
  const checked = checkCustomDomain(raw, ownHost(ctx.config));
  if (!checked.ok) return badRequest(checked.message);
  if (current?.domain === checked.domain) return stateOf(ctx, owner.kind, owner.id);
  const taken = await domainByName(ctx.db, checked.domain);
  if (taken) return badRequest(PUBLICATION_MESSAGES.domainTaken);
  const domain: CustomDomainModel = {
    domain: checked.domain,
    ownerKind: owner.kind,
    ownerId: owner.id,
    status: 'PENDING',
    verificationToken: newToken(),
    createdAt: now,
    updatedAt: now,
    verifiedAt: null,
  };
  try {
    await withSavepoint(ctx.db, async (trx) => {
      // A new domain replaces the old one, which stops serving at once; the new one serves once verified.
      await deleteDomainOfOwner(trx, owner.kind, owner.id);
      await insertDomain(trx, domain);
      await owner.syncLive(trx, null, now);
      await ctx.bus.publish(trx, 'customDomain.changed', { ownerKind: owner.kind, ownerId: owner.id, actorId: ctx.viewer.id, domain: null, previousDomain: previousLive });
    });
  } catch (error) {
    if (isUniqueViolation(error)) return badRequest(PUBLICATION_MESSAGES.domainTaken);
    throw error;
  }
  return stateOf(ctx, owner.kind, owner.id);
}

/** A pending domain and the record that proves it is its owner's: what verifying asks DNS about. */
export interface DomainCheck {
  __typename: 'DomainCheck';
  domain: string;
  record: { name: string; value: string };
}

/** What verifying found: the domain asked about, and whether its record was there. */
export interface DomainProof {
  domain: string;
  proven: boolean;
}

async function checkOf(ctx: ServiceContext, owner: Owner): Promise<DomainCheck | DomainStateAnswer | BadRequest> {
  const current = await domainOfOwner(ctx.db, owner.kind, owner.id);
  if (!current) return badRequest(PUBLICATION_MESSAGES.domainMissing);
  if (current.status === 'VERIFIED') return stateOf(ctx, owner.kind, owner.id);
  return { __typename: 'DomainCheck', domain: current.domain, record: domainVerificationRecord(current.domain, current.verificationToken) };
}

/** Asks DNS (or the instance's verifier) whether the record is there: a network call, made outside any transaction. */
export async function proveDomain(ctx: ServiceContext, check: DomainCheck): Promise<DomainProof> {
  return { domain: check.domain, proven: await domainVerifier(ctx.config).verify(check.domain, check.record) };
}

async function verifyDomain(ctx: SignedInContext, owner: Owner, proof: DomainProof): Promise<DomainStateAnswer | BadRequest> {
  const current = await domainOfOwner(ctx.db, owner.kind, owner.id);
  if (!current) return badRequest(PUBLICATION_MESSAGES.domainMissing);
  if (current.status === 'VERIFIED') return stateOf(ctx, owner.kind, owner.id);
  if (current.domain !== proof.domain || !proof.proven) return badRequest(PUBLICATION_MESSAGES.domainNotVerified);
  const now = ctx.now();
  try {
    await withSavepoint(ctx.db, async (trx) => {
      await markVerified(trx, current.domain, now);
      await owner.syncLive(trx, current.domain, now);
      await ctx.bus.publish(trx, 'customDomain.changed', { ownerKind: owner.kind, ownerId: owner.id, actorId: ctx.viewer.id, domain: current.domain, previousDomain: null });
    });
  } catch (error) {
    if (isUniqueViolation(error)) return badRequest(PUBLICATION_MESSAGES.domainTaken);
    throw error;
  }
  return stateOf(ctx, owner.kind, owner.id);
}

function collectionOwner(collection: CollectionModel): Owner {
  return {
    kind: 'collection',
    id: collection.id,
    syncLive: (trx, domain, now) => updateCollectionRow(trx, collection.id, { domain, updated_at: now }),
  };
}

function userOwner(userId: string): Owner {
  return { kind: 'user', id: userId, syncLive: async () => {} };
}

async function editedCollection(ctx: SignedInContext, collectionId: string): Promise<CollectionModel | Refusal> {
  ctx.loaders.collectionById.clear(collectionId);
  const collection = await ctx.loaders.collectionById.load(collectionId);
  if (!collection) return { __typename: 'NotFound', message: PUBLICATION_MESSAGES.notFound };
  const decision = canManagePublication(ctx.viewer, await ctx.loaders.collectionRole.load(`${collection.id}:${ctx.viewer.id}`));
  return decision.allowed ? collection : refusal(decision);
}

export async function setCollectionDomain(ctx: SignedInContext, input: { collectionId: string; domain?: string | null }) {
  const collection = await editedCollection(ctx, input.collectionId);
  if ('__typename' in collection) return collection;
  return setDomain(ctx, collectionOwner(collection), input.domain);
}

/** The publication's pending domain to ask DNS about, or the answer when there is nothing to ask. */
export async function collectionDomainToVerify(ctx: SignedInContext, input: { collectionId: string }) {
  const collection = await editedCollection(ctx, input.collectionId);
  if ('__typename' in collection) return collection;
  return checkOf(ctx, collectionOwner(collection));
}

/** Verifies the publication's pending domain with what DNS answered (`proveDomain`, asked before the transaction). */
export async function verifyCollectionDomain(ctx: SignedInContext, input: { collectionId: string; proof: DomainProof }) {
  const collection = await editedCollection(ctx, input.collectionId);
  if ('__typename' in collection) return collection;
  return verifyDomain(ctx, collectionOwner(collection), input.proof);
}

/** A profile's domain serves /@{username}'s pages, so it needs a username; suspended accounts change nothing. */
export function profileDecision(ctx: SignedInContext): Decision {
  if (ctx.viewer.isSuspended) return { allowed: false, kind: 'Forbidden', message: PUBLICATION_MESSAGES.suspended };
  if (!ctx.viewer.username) return { allowed: false, kind: 'Forbidden', message: PUBLICATION_MESSAGES.usernameNeeded };
  return { allowed: true };
}

export async function setViewerDomain(ctx: SignedInContext, input: { domain?: string | null }) {
  const decision = profileDecision(ctx);
  if (!decision.allowed) return refusal(decision);
  return setDomain(ctx, userOwner(ctx.viewer.id), input.domain);
}

/** The viewer's pending profile domain to ask DNS about, or the answer when there is nothing to ask. */
export async function viewerDomainToVerify(ctx: SignedInContext) {
  const decision = profileDecision(ctx);
  if (!decision.allowed) return refusal(decision);
  return checkOf(ctx, userOwner(ctx.viewer.id));
}

export async function verifyViewerDomain(ctx: SignedInContext, input: { proof: DomainProof }) {
  const decision = profileDecision(ctx);
  if (!decision.allowed) return refusal(decision);
  return verifyDomain(ctx, userOwner(ctx.viewer.id), input.proof);
}

/** The domain state as GraphQL shows it: the live domain to anyone; a pending one (and its record) to its owners. */
export function domainView(domain: CustomDomainModel, withRecord: boolean) {
  const record = domainVerificationRecord(domain.domain, domain.verificationToken);
  return {
    domain: domain.domain,
    status: domain.status,
    verificationRecordName: withRecord ? record.name : null,
    verificationRecordValue: withRecord ? record.value : null,
    createdAt: domain.createdAt,
    verifiedAt: domain.verifiedAt,
  };
}

export async function domainStateOf(
  ctx: ServiceContext,
  { kind, ownerId, isOwner }: { kind: DomainOwnerKind; ownerId: string; isOwner: boolean },
): Promise<DomainStateParent | null> {
  const domain = await domainOfOwner(ctx.db, kind, ownerId);
  // Owners always get a state (how verification works, even before they add a domain); others only a live one.
  if (isOwner) return { domain, showPending: true };
  return domain?.status === 'VERIFIED' ? { domain, showPending: false } : null;
}
