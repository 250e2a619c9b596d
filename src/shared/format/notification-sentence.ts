import { EDITOR_INVITATION_ACCEPTED, NOTIFICATION_SNIPPET_LENGTH, ROLLUP_SUFFIX } from '../notifications';
import { formatCount, pluralWord } from './intl';

/**
 * Where a part of a sentence, or the whole row, leads. The page and the email turn these into addresses:
 * `actor` the actor's profile, `followers` the people in a rolled-up follow (the Follows dialog; the viewer's
 * followers page without it), `subscribers` the viewer's email-subscribers page, `viewerProfile` the
 * viewer's own profile, `stats` the viewer's stats page, `taxes` the viewer's tax information page.
 */
export type NotificationLinkKind =
  | 'post'
  | 'responsePost'
  | 'collection'
  | 'catalog'
  | 'actor'
  | 'followers'
  | 'subscribers'
  | 'stats'
  | 'viewerProfile'
  | 'taxes';

export type SentencePart =
  /** The person who acted ('Unknown user' when the account is gone; then nothing to link to). */
  | { type: 'actor'; text: string }
  /** The rest of a rolled-up group: 'one other', '3 others'. */
  | { type: 'others'; text: string; count: number }
  | { type: 'text'; text: string }
  /** A story, publication or list by name, or its fallback ('A story'); `link` null when it cannot be opened. */
  | { type: 'target'; text: string; link: NotificationLinkKind | null }
  /** Quoted words from a response, note or highlight, already cut to the snippet length. */
  | { type: 'snippet'; text: string };

export interface NotificationSentence {
  parts: SentencePart[];
  /** Where the row as a whole leads. */
  link: NotificationLinkKind;
}

/** What a sentence is made from: a notification's fields as the viewer may see them. */
export interface NotificationFacts {
  /** The activity type; a '_rollup' suffix is allowed. */
  type: string;
  /** How many people the row groups (0 for milestones). */
  actorCount: number;
  /** Null when the account is gone. */
  actorName: string | null;
  milestoneArg?: number | null;
  /** Null when there is no story or the viewer cannot open it. An untitled story has title ''. */
  post?: { title: string; isViewerOwn: boolean; isResponse?: boolean } | null;
  collection?: { name: string } | null;
  catalog?: { name: string; isViewerOwn: boolean } | null;
  /** The text of the response, highlight, note or reply the row is about. */
  responseText?: string | null;
  quoteText?: string | null;
  noteText?: string | null;
  noteReplyText?: string | null;
}

/** 'a response' for one, else the count and the plural ('3 responses'). */
function count(n: number, one: string, other: string): string {
  return pluralWord(n, one, `${formatCount(n)} ${other}`);
}

/** The first 50 characters (not splitting a character), spaces collapsed; '…' when cut. */
export function notificationSnippet(text: string): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length > NOTIFICATION_SNIPPET_LENGTH ? `${chars.slice(0, NOTIFICATION_SNIPPET_LENGTH).join('').trimEnd()}…` : chars.join('');
}

const text = (value: string): SentencePart => ({ type: 'text', text: value });

type StoryOwner = 'viewer' | 'someone';

/** The story by title; untitled or unreadable: 'Your story' for the viewer's own, else 'A story'. */
function story(facts: NotificationFacts, owner: StoryOwner, capital: boolean): SentencePart {
  const post = facts.post;
  const link: NotificationLinkKind | null = post ? 'post' : null;
  if (post && post.title.trim()) return { type: 'target', text: post.title.trim(), link };
  const own = post ? post.isViewerOwn : owner === 'viewer';
  const fallback = own ? 'Your story' : 'A story';
  return { type: 'target', text: capital ? fallback : fallback.toLowerCase(), link };
}

function publication(facts: NotificationFacts, capital: boolean): SentencePart {
  const name = facts.collection?.name.trim();
  if (name) return { type: 'target', text: name, link: 'collection' };
  return { type: 'target', text: capital ? 'A publication' : 'a publication', link: facts.collection ? 'collection' : null };
}

function list(facts: NotificationFacts, capital: boolean): SentencePart {
  const catalog = facts.catalog;
  const name = catalog?.name.trim();
  if (name) return { type: 'target', text: name, link: 'catalog' };
  const fallback = catalog && !catalog.isViewerOwn ? 'A list' : 'Your list';
  return { type: 'target', text: capital ? fallback : fallback.toLowerCase(), link: catalog ? 'catalog' : null };
}

/** 'Ada', or 'Ada and one other' / 'Ada and 3 others' for a rolled-up row. */
function actors(facts: NotificationFacts): SentencePart[] {
  const actor: SentencePart = { type: 'actor', text: facts.actorName?.trim() || 'Unknown user' };
  const others = Math.max(0, facts.actorCount - 1);
  if (others === 0) return [actor];
  return [actor, text(' and '), { type: 'others', text: count(others, 'one other', 'others'), count: others }];
}

/** ': “…”' after a sentence, when there are words to quote. */
function quoted(value: string | null | undefined): SentencePart[] {
  const snippet = value ? notificationSnippet(value) : '';
  return snippet ? [text(': “'), { type: 'snippet', text: snippet }, text('”')] : [];
}

function sentence(link: NotificationLinkKind, ...parts: (SentencePart | SentencePart[])[]): NotificationSentence {
  const flat = parts.flat();
  const last = flat[flat.length - 1];
  // Quoted words end the sentence themselves; anything else gets its full stop.
  if (!(last?.type === 'text' && last.text.endsWith('”'))) flat.push(text('.'));
  return { parts: flat, link };
}

/** '{story} got N claps' and the like: 'Your story' leads, then the title when there is one. */
function ownStoryMilestone(facts: NotificationFacts, rest: string): NotificationSentence {
  const title = facts.post?.title.trim();
  const lead = title ? [text('Your story '), story(facts, 'viewer', true)] : [story(facts, 'viewer', true)];
  return sentence(facts.post ? 'post' : 'stats', lead, text(` ${rest}`));
}

function ownListMilestone(facts: NotificationFacts, rest: string): NotificationSentence {
  const name = facts.catalog?.name.trim();
  const lead = name ? [text('Your list '), list(facts, true)] : [list(facts, true)];
  return sentence(facts.catalog ? 'catalog' : 'viewerProfile', lead, text(` ${rest}`));
}

function postLink(facts: NotificationFacts): NotificationLinkKind {
  return facts.post ? 'post' : 'actor';
}

function publishedIn(facts: NotificationFacts): SentencePart[] {
  return facts.collection ? [text(' in '), publication(facts, false)] : [];
}

type Builder = (facts: NotificationFacts) => NotificationSentence;

const milestone = (facts: NotificationFacts) => facts.milestoneArg ?? 0;

const BUILDERS: Record<string, Builder> = {
  users_following_you: (f) => sentence(f.actorCount > 1 ? 'followers' : 'actor', actors(f), text(' started following you')),
  // Three forms: a milestone ('Your newsletter has 100 subscribers'), someone by address alone (no account to
  // name), and people with accounts ('Ada and 2 others subscribed to your emails').
  users_email_subscribed: (f) =>
    milestone(f) > 0 && f.actorCount === 0
      ? sentence('subscribers', text(`Your newsletter has ${count(milestone(f), 'subscriber', 'subscribers')}`))
      : f.actorCount === 0
        ? sentence('subscribers', text('Someone subscribed to your emails by email address'))
        : sentence('subscribers', actors(f), text(' subscribed to your emails')),
  users_referred_membership: (f) => sentence('actor', actors(f), text(' became a member through your referral')),

  post_recommended: (f) => sentence(postLink(f), actors(f), text(' clapped for '), story(f, 'viewer', false)),
  catalog_recommended: (f) => sentence(f.catalog ? 'catalog' : 'actor', actors(f), text(' clapped for '), list(f, false)),
  quote: (f) =>
    f.actorCount <= 1 && milestone(f) > 1
      ? sentence(postLink(f), actors(f), text(` left ${formatCount(milestone(f))} highlights in `), story(f, 'viewer', false))
      : f.actorCount > 1
        ? sentence(postLink(f), actors(f), text(' highlighted '), story(f, 'viewer', false))
        : sentence(postLink(f), actors(f), text(' highlighted a passage in '), story(f, 'viewer', false), quoted(f.quoteText)),
  highlight_was_piled_onto: (f) =>
    sentence(postLink(f), actors(f), text(' highlighted the same passage as you in '), story(f, 'someone', false), quoted(f.quoteText)),

  response_created: (f) =>
    f.post?.isResponse
      ? sentence('responsePost', actors(f), text(' replied to your response'), quoted(f.responseText))
      : sentence('responsePost', actors(f), text(' responded to '), story(f, 'viewer', false), quoted(f.responseText)),
  catalog_response_created: (f) => sentence('responsePost', actors(f), text(' responded to '), list(f, false), quoted(f.responseText)),

  post_noted: (f) => sentence(postLink(f), actors(f), text(' left a private note on '), story(f, 'viewer', false), quoted(f.noteText)),
  note_replied: (f) => sentence(postLink(f), actors(f), text(' replied to a private note on '), story(f, 'someone', false), quoted(f.noteReplyText)),
  post_note_replied: (f) => sentence(postLink(f), actors(f), text(' replied to a private note on '), story(f, 'viewer', false), quoted(f.noteReplyText)),
  mention_in_note: (f) => sentence(postLink(f), actors(f), text(' mentioned you in a private note on '), story(f, 'someone', false), quoted(f.noteText)),
  mention_in_note_update: (f) =>
    sentence(postLink(f), actors(f), text(' mentioned you in an edited private note on '), story(f, 'someone', false), quoted(f.noteText)),
  mention_in_note_reply: (f) =>
    sentence(postLink(f), actors(f), text(' mentioned you in a reply to a private note on '), story(f, 'someone', false), quoted(f.noteReplyText)),
  mention_in_note_reply_update: (f) =>
    sentence(postLink(f), actors(f), text(' mentioned you in an edited reply to a private note on '), story(f, 'someone', false), quoted(f.noteReplyText)),
  mention_in_post: (f) => sentence(postLink(f), actors(f), text(' mentioned you in '), story(f, 'someone', false)),
  mention_in_series: (f) => sentence(postLink(f), actors(f), text(' mentioned you in the series '), story(f, 'someone', false)),

  collection_post_submitted: (f) => sentence(postLink(f), actors(f), text(' submitted '), story(f, 'someone', false), text(' to '), publication(f, false)),
  collection_draft_submitted: (f) => sentence(postLink(f), actors(f), text(' submitted a draft, '), story(f, 'someone', false), text(', to '), publication(f, false)),
  collection_post_approved: (f) => sentence(postLink(f), actors(f), text(' approved '), story(f, 'viewer', false), text(' for '), publication(f, false)),
  collection_post_published: (f) => sentence(postLink(f), actors(f), text(' published '), story(f, 'viewer', false), text(' in '), publication(f, false)),
  collection_editor_added: (f) =>
    f.milestoneArg === EDITOR_INVITATION_ACCEPTED
      ? sentence(f.collection ? 'collection' : 'actor', actors(f), text(' accepted your invitation to edit '), publication(f, false))
      : sentence(f.collection ? 'collection' : 'actor', actors(f), text(' added you as an editor of '), publication(f, false)),
  post_collaborated_published: (f) => sentence(postLink(f), actors(f), text(' published '), story(f, 'someone', false), text(', a story you worked on together')),

  post_published_by_someone_you_follow: (f) => sentence(postLink(f), actors(f), text(' published '), story(f, 'someone', false), publishedIn(f)),
  series_published_by_someone_you_follow: (f) => sentence(postLink(f), actors(f), text(' published a new series, '), story(f, 'someone', false)),
  series_you_follow_updated: (f) => sentence(postLink(f), actors(f), text(' added to the series '), story(f, 'someone', false)),
  series_subscribed: (f) => sentence(postLink(f), actors(f), text(' subscribed to your series '), story(f, 'viewer', false)),
  post_added_to_homepage_catalog: (f) => sentence(postLink(f), actors(f), text(' featured '), story(f, 'viewer', false), text(' on the homepage')),
  fastrak_post_accepted: (f) => ownStoryMilestone(f, 'was selected for wider distribution'),
  post_monger_request_sent: (f) => sentence(postLink(f), actors(f), text(' asked for your feedback on '), story(f, 'someone', false)),
  post_shared: (f) => sentence(postLink(f), actors(f), text(' shared '), story(f, 'someone', false), text(' with you')),

  post_clapped_milestone: (f) => ownStoryMilestone(f, `got ${formatCount(milestone(f))} claps`),
  post_recommended_milestone: (f) => ownStoryMilestone(f, `has ${count(milestone(f), 'a fan', 'fans')}`),
  catalog_recommended_milestone: (f) => ownListMilestone(f, `got ${formatCount(milestone(f))} claps`),
  collection_followed_milestone: (f) => sentence(f.collection ? 'collection' : 'stats', publication(f, true), text(` has ${count(milestone(f), 'a follower', 'followers')}`)),

  // The Partner Program's tax reminders: each leads to the tax information page.
  tax_not_submitted_day_one: () => sentence('taxes', text('Welcome to the Partner Program. Submit your tax information so your stories can keep earning')),
  tax_not_submitted_pre_earning_limit: () =>
    sentence('taxes', text('Your tax information is still missing: your stories stop earning in a week unless your tax forms are approved')),
  tax_not_submitted_post_earning_limit: () => sentence('taxes', text('Your stories have stopped earning because your tax information is missing. Submit it to earn again')),
  tax_not_submitted_final: () => sentence('taxes', text('Final reminder: submit your tax information within a week or your withheld earnings will be forfeited')),
  tax_not_submitted_last_day: () => sentence('taxes', text('Today is the last day to submit your tax information before your withheld earnings are forfeited')),
  tax_failed_tin_day_one: () => sentence('taxes', text('There is an issue with your tax information. Please resubmit it so your stories can keep earning')),
  tax_failed_tin_pre_earning_limit: () =>
    sentence('taxes', text('Your tax information still has an issue: your stories stop earning in a week unless you resubmit it')),
  tax_failed_tin_post_earning_limit: () => sentence('taxes', text('Your stories have stopped earning because of an issue with your tax information. Resubmit it to earn again')),
  tax_failed_tin_final: () => sentence('taxes', text('Final reminder: resubmit your tax information within a week or your withheld earnings will be forfeited')),
  tax_failed_tin_last_day: () => sentence('taxes', text('Today is the last day to resubmit your tax information before your withheld earnings are forfeited')),
};

/** The activity type without the rollup suffix. */
export function baseActivityType(type: string): string {
  return type.endsWith(ROLLUP_SUFFIX) ? type.slice(0, -ROLLUP_SUFFIX.length) : type;
}

/**
 * The sentence a notification reads as (spec 1 §2), as parts the page renders with links and email renders
 * as text or HTML. Null for a type this version does not know: such a row renders nothing.
 */
export function notificationSentence(facts: NotificationFacts): NotificationSentence | null {
  const build = Object.hasOwn(BUILDERS, baseActivityType(facts.type)) ? BUILDERS[baseActivityType(facts.type)] : undefined;
  return build ? build(facts) : null;
}

/** The sentence as plain text (email subjects and text parts, accessible names). */
export function sentenceText(sentence: NotificationSentence): string {
  return sentence.parts.map((part) => part.text).join('');
}
