import { checkDisplayName } from '../../../shared/validation/auth';
import {
  DEFAULT_STYLE_SHEET,
  PROFILE_MESSAGES,
  checkBio,
  checkStyleSheet,
  checkUsername,
  colorSpectrum,
  type StyleSheetFont,
} from '../../../shared/validation/profile';
import { buildPath, matchRoute } from '../../../shared/routes';
import { MAX_MENTION_SUGGESTIONS } from '../../../shared/validation/stories';
import { isUniqueViolation } from '../../db/dialect';
import { newId } from '../../db/ids';
import type { ServiceContext, SignedInContext } from '../../core';
import type { ProfileField, ResolversParentTypes } from '../../graphql/resolvers.generated';
import { consumeAttempt } from '../../security';
import { cropImageSquare, isImageCreatedBy, toImageMetadata, type SquareCrop } from '../media';
import { decodeCursor, encodeCursor, pageSize, publishedPostsByCreator, type PostModel } from '../posts';
import { isBlockedBy, shownPeople } from '../relations';
import {
  deleteStyleSheet,
  saveStyleSheet,
  setAllowNotes,
  setStyleReminderSeen,
  updateProfileRow,
  userByUsername,
  userIdByOldUsername,
  usernameHolder,
  usersByPrefix,
  toUser,
  type ProfileChanges,
  type StyleSheetModel,
  type UserModel,
} from './users.repo';

export const USER_RESULT_MESSAGES = {
  notFound: 'User not found',
  suspended: 'This account is under investigation or was found in violation of the rules.',
  blocked: 'This user had blocked you from following them or viewing their stories.',
  deleted: 'This account is under investigation or was found in violation of the Rules.',
} as const;

export type UserLookup =
  | { kind: 'user'; user: UserModel }
  | { kind: 'notFound' }
  | { kind: 'suspended'; user: UserModel }
  | { kind: 'deleted'; user: UserModel }
  | { kind: 'blocked'; user: UserModel };

/** Tags a page with what it looked up, so a cached page is purged when that changes. */
function tagPage(ctx: ServiceContext, tag: string) {
  ctx.cacheTags.add(tag);
}

/**
 * Who a profile address or id names, as the reader asking may see them: gone (deleted), suspended (to anyone
 * but themselves), blocking the reader, or there.
 */
export async function findUser(ctx: ServiceContext, by: { id?: string | null; username?: string | null }): Promise<UserLookup> {
  let user: UserModel | null = null;
  if (by.id) user = await ctx.loaders.userById.load(by.id);
  else if (by.username) {
    // A 404 for a free username is cached too: taking that username purges it.
    tagPage(ctx, usernameTag(by.username));
    user = await userByUsername(ctx.db, by.username);
    if (user) ctx.loaders.userById.prime(user.id, user);
  }
  if (!user) return { kind: 'notFound' };
  tagPage(ctx, `user:${user.id}`);
  if (user.deletedAt !== null) return { kind: 'deleted', user };
  const self = ctx.viewer?.id === user.id;
  if (user.isSuspended && !self) return { kind: 'suspended', user };
  if (ctx.viewer && !self && (await isBlockedBy(ctx, { userId: user.id }))) return { kind: 'blocked', user };
  return { kind: 'user', user };
}

export const usernameTag = (username: string) => `username:${username.toLowerCase()}`;

export function isMember(user: UserModel | null): boolean {
  return user?.mediumMemberAt != null;
}

/** The author's published stories, newest first, a page at a time. */
export async function profilePosts(ctx: ServiceContext, input: { userId: string; paging: { limit?: number | null; to?: string | null } }) {
  // Someone who blocked the reader: none of their stories, whichever way the list is asked for.
  if (await isBlockedBy(ctx, { userId: input.userId })) return { posts: [] as PostModel[], next: null };
  const limit = pageSize(input.paging.limit);
  // One extra row tells whether a next page exists without a count query.
  const rows = await publishedPostsByCreator(ctx.db, { creatorId: input.userId, limit: limit + 1, after: decodeCursor(input.paging.to) });
  const posts: PostModel[] = rows.slice(0, limit);
  for (const post of posts) ctx.loaders.postById.prime(post.id, post);
  const last = posts[posts.length - 1];
  return { posts, next: rows.length > limit && last ? { limit, to: encodeCursor(last) } : null };
}

/** Checks a live username field: format and reserved words first (no database), then whether it is free. */
export const USERNAME_CHECKS_PER_MINUTE = 60;

export async function usernameAvailability(ctx: ServiceContext, input: { username: string }) {
  const raw = input.username.trim().replace(/^@/, '').toLowerCase();
  if (ctx.viewer?.username && raw === ctx.viewer.username) return { username: raw, available: true, message: PROFILE_MESSAGES.usernameYours };
  const checked = checkUsername(raw);
  if (!checked.ok) return { username: raw, available: false, message: checked.message };
  const verdict = await consumeAttempt(ctx.deps.rateLimits, `username-check:${ctx.viewer?.id ?? ctx.request.ip}`, [
    { limit: USERNAME_CHECKS_PER_MINUTE, windowMs: 60_000 },
  ]);
  if (!verdict.ok) return { username: checked.username, available: false, message: 'Too many checks. Please wait a moment and try again.' };
  const taken = await isUsernameTaken(ctx, checked.username, ctx.viewer?.id ?? null);
  return taken
    ? { username: checked.username, available: false, message: PROFILE_MESSAGES.usernameTaken }
    : { username: checked.username, available: true, message: PROFILE_MESSAGES.usernameAvailable };
}

/** Someone else's now, or someone else's before (their old links lead to them, so it stays theirs). */
async function isUsernameTaken(ctx: ServiceContext, username: string, exceptUserId: string | null): Promise<boolean> {
  const holder = await usernameHolder(ctx.db, username);
  return (holder.current !== null && holder.current !== exceptUserId) || (holder.former !== null && holder.former !== exceptUserId);
}

type UpdateUserProfileResult = ResolversParentTypes['UpdateUserProfileResult'];
type Invalid = { __typename: 'InvalidProfileInput'; field: ProfileField; message: string };
const invalid = (field: ProfileField, message: string): Invalid => ({ __typename: 'InvalidProfileInput', field, message });

export interface UpdateProfileInput {
  name?: string | null;
  bio?: string | null;
  username?: string | null;
  imageId?: string | null;
  imageCrop?: SquareCrop | null;
}

/** The avatar's stored side: the largest an avatar is drawn (128 px) at three device pixels, and a served width. */
export const AVATAR_STORED_SIZE = 400;

/** A person as a member of a result union: __typename tells GraphQL which member it is. */
function asUserResult(user: UserModel): UserModel {
  return Object.assign({ ...user }, { __typename: 'User' as const });
}

async function reloadViewer(ctx: SignedInContext): Promise<UserModel> {
  ctx.loaders.userById.clear(ctx.viewer.id);
  ctx.loaders.styleSheetByUserId.clear(ctx.viewer.id);
  const row = await ctx.db.selectFrom('users').selectAll().where('id', '=', ctx.viewer.id).executeTakeFirstOrThrow();
  const user = toUser(row);
  ctx.loaders.userById.prime(user.id, user);
  return user;
}

/** What `prepareUserProfile` decided: the answer already (a refusal, or nothing to change), or the changes to save. */
export type PreparedProfile = { kind: 'answer'; answer: UpdateUserProfileResult | Invalid } | { kind: 'save'; changes: ProfileChanges };

/**
 * The first half of changing the signed-in reader's own name, bio, username or picture: every value is checked
 * before anything is written, and a refusal names the field, so the form keeps what was typed and says what to
 * fix. A cropped picture is made here (image work, kept out of the transaction that saves); `saveUserProfile`
 * then writes the changes.
 */
export async function prepareUserProfile(ctx: SignedInContext, input: UpdateProfileInput): Promise<PreparedProfile> {
  const answer = (result: UpdateUserProfileResult | Invalid): PreparedProfile => ({ kind: 'answer', answer: result });
  const viewer = ctx.viewer;
  const changes: ProfileChanges = {};
  if (input.name != null) {
    const named = checkDisplayName(input.name);
    if (!named.ok) return answer(invalid('NAME', named.message));
    changes.name = named.name;
  }
  if (input.bio != null) {
    const bio = checkBio(input.bio);
    if (!bio.ok) return answer(invalid('BIO', bio.message));
    changes.bio = bio.bio;
  }
  if (input.username != null) {
    const wanted = input.username.trim().replace(/^@/, '').toLowerCase();
    if (wanted !== viewer.username) {
      const checked = checkUsername(wanted);
      if (!checked.ok) return answer(invalid('USERNAME', checked.message));
      if (await isUsernameTaken(ctx, checked.username, viewer.id)) return answer(invalid('USERNAME', PROFILE_MESSAGES.usernameTaken));
      changes.username = checked.username;
    }
  }
  if (input.imageCrop && !input.imageId) return answer(invalid('IMAGE', PROFILE_MESSAGES.cropInvalid));
  if (input.imageId) {
    if (!(await isImageCreatedBy(ctx, { imageId: input.imageId, creatorId: viewer.id }))) return answer(invalid('IMAGE', PROFILE_MESSAGES.imageNotYours));
    if (input.imageCrop) {
      const cropped = await cropImageSquare(ctx, { imageId: input.imageId, crop: input.imageCrop, outputSize: AVATAR_STORED_SIZE, creatorId: viewer.id });
      if (!cropped) return answer(invalid('IMAGE', PROFILE_MESSAGES.cropInvalid));
      changes.imageId = cropped.id;
    } else {
      changes.imageId = input.imageId;
    }
  }
  if (Object.keys(changes).length === 0) return answer(asUserResult(viewer));
  return { kind: 'save', changes };
}

/** Saves checked profile changes with their event; run in the caller's transaction. */
export async function saveUserProfile(ctx: SignedInContext, input: { changes: ProfileChanges }): Promise<UpdateUserProfileResult> {
  const { changes } = input;
  const previousUsername = ctx.viewer.username;
  await updateProfileRow(ctx.db, { userId: ctx.viewer.id, previousUsername, changes, now: ctx.now() });
  const usernames = changes.username ? [changes.username, ...(previousUsername ? [previousUsername] : [])] : [];
  await ctx.bus.publish(ctx.db, 'user.profileChanged', { userId: ctx.viewer.id, usernames });
  return asUserResult(await reloadViewer(ctx));
}

/** The answer when saving failed because someone took the username between the check and the write; other failures go on. */
export function usernameRaceAnswer(error: unknown): Invalid {
  if (isUniqueViolation(error)) return invalid('USERNAME', PROFILE_MESSAGES.usernameTaken);
  throw error;
}

export interface StyleSheetInput {
  font1?: StyleSheetFont | null;
  font2?: StyleSheetFont | null;
  font3?: StyleSheetFont | null;
  accentColor?: string | null;
  backgroundColor?: string | null;
  headerImageId?: string | null;
  removeHeaderImage?: boolean | null;
}

const STYLE_FIELD: Record<'font1' | 'font2' | 'font3' | 'accentColor' | 'backgroundColor', ProfileField> = {
  font1: 'FONT1',
  font2: 'FONT2',
  font3: 'FONT3',
  accentColor: 'ACCENT_COLOR',
  backgroundColor: 'BACKGROUND_COLOR',
};

/** Saves the reader's profile design: the fields given over what was saved before (or the defaults). */
export async function updateCustomStyleSheet(ctx: SignedInContext, input: StyleSheetInput): Promise<ResolversParentTypes['UpdateCustomStyleSheetResult']> {
  const viewer = ctx.viewer;
  const current = await ctx.loaders.styleSheetByUserId.load(viewer.id);
  const checked = checkStyleSheet(input, current ?? DEFAULT_STYLE_SHEET);
  if (!checked.ok) return invalid(STYLE_FIELD[checked.field], checked.message);
  let headerImageId = current?.headerImageId ?? null;
  if (input.removeHeaderImage) headerImageId = null;
  else if (input.headerImageId && input.headerImageId !== headerImageId) {
    if (!(await isImageCreatedBy(ctx, { imageId: input.headerImageId, creatorId: viewer.id }))) {
      return invalid('HEADER_IMAGE', PROFILE_MESSAGES.imageNotYours);
    }
    headerImageId = input.headerImageId;
  }
  const now = ctx.now();
  const sheet: StyleSheetModel = {
    id: current?.id ?? newId(),
    userId: viewer.id,
    ...checked.values,
    headerImageId,
    createdAt: current?.createdAt ?? now,
    updatedAt: now,
  };
  await saveStyleSheet(ctx.db, sheet);
  await ctx.bus.publish(ctx.db, 'user.profileChanged', { userId: viewer.id });
  return asUserResult(await reloadViewer(ctx));
}

export async function removeCustomStyleSheet(ctx: SignedInContext): Promise<UserModel> {
  await deleteStyleSheet(ctx.db, ctx.viewer.id);
  await ctx.bus.publish(ctx.db, 'user.profileChanged', { userId: ctx.viewer.id });
  return reloadViewer(ctx);
}

/** The style reminder's 'Got it': recorded once, never shown again. */
export async function markStyleReminderSeen(ctx: SignedInContext): Promise<UserModel> {
  if (!ctx.viewer.hasSeenStyleReminder) await setStyleReminderSeen(ctx.db, ctx.viewer.id, ctx.now());
  return reloadViewer(ctx);
}

/** Whether readers may leave the writer private notes on their stories (notes already left stay). */
export async function updateAllowNotes(ctx: SignedInContext, input: { allowNotes: boolean }): Promise<UserModel> {
  const { allowNotes } = input;
  if (ctx.viewer.allowNotes !== allowNotes) await setAllowNotes(ctx.db, ctx.viewer.id, allowNotes, ctx.now());
  return reloadViewer(ctx);
}

/** The design as GraphQL answers it; the header image is loaded only when asked for (`CustomStyleSheet.header`). */
export function styleSheetView(sheet: StyleSheetModel) {
  const view = {
    id: sheet.id,
    updatedAt: sheet.updatedAt,
    fonts: { font1: sheet.font1, font2: sheet.font2, font3: sheet.font3 },
    colorPalette: {
      accentColor: sheet.accentColor,
      backgroundColor: sheet.backgroundColor,
      highlightSpectrum: { backgroundColor: sheet.backgroundColor, colorPoints: colorSpectrum(sheet.accentColor, sheet.backgroundColor) },
    },
    header: { backgroundImage: null },
    headerImageId: sheet.headerImageId,
  };
  return view;
}

export async function styleSheetHeader(ctx: ServiceContext, sheet: { headerImageId?: string | null }) {
  return { backgroundImage: sheet.headerImageId ? toImageMetadata(await ctx.loaders.imageById.load(sheet.headerImageId)) : null };
}

/**
 * Where a profile address should permanently point instead, or null: `/u/{id}` goes to the username address,
 * a username in capitals to its lowercase form, and a username the person left behind to their current one.
 */
export async function canonicalProfileRedirect(ctx: ServiceContext, input: { pathname: string; search: string }): Promise<string | null> {
  const { pathname, search } = input;
  const match = matchRoute(pathname);
  if (!match || match.route.handler !== 'profile') return null;
  const query = search ? `?${search}` : '';
  if (match.route.name === 'ShowUserById') {
    const user = await ctx.loaders.userById.load(match.params.userId ?? '');
    return user?.username ? buildPath('ShowUser', { username: user.username }) + query : null;
  }
  const username = match.params.username;
  if (!username) return null;
  const lower = username.toLowerCase();
  const user = await userByUsername(ctx.db, lower);
  if (user) {
    ctx.loaders.userById.prime(user.id, user);
    return lower === username ? null : buildPath(match.route.name, { ...match.params, username: lower }) + query;
  }
  const formerId = await userIdByOldUsername(ctx.db, lower);
  const current = formerId ? await ctx.loaders.userById.load(formerId) : null;
  return current?.username ? buildPath(match.route.name, { ...match.params, username: current.username }) + query : null;
}

const MAX_MENTION_QUERY = 50;

/** People a writer may mention, by name or username prefix: those the writer may see. */
export async function mentionSuggestions(ctx: SignedInContext, { query, limit }: { query: string; limit?: number | null }) {
  const text = query.trim().replace(/^@/, '').slice(0, MAX_MENTION_QUERY);
  if (text === '') return [];
  const count = Math.min(Math.max(1, Math.floor(limit ?? 5)), MAX_MENTION_SUGGESTIONS);
  const users = await usersByPrefix(ctx.db, text, count);
  for (const u of users) ctx.loaders.userById.prime(u.id, u);
  return shownPeople(ctx, { people: users });
}
