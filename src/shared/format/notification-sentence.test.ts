import { describe, expect, it } from 'vitest';
import { ACTIVITY_TYPES, EDITOR_INVITATION_ACCEPTED } from '../notifications';
import { notificationSentence, notificationSnippet, sentenceText, type NotificationFacts } from './notification-sentence';

const ownPost = { title: 'On Rivers', isViewerOwn: true };
const theirPost = { title: 'Night Trains', isViewerOwn: false };

function read(facts: Partial<NotificationFacts> & { type: string }): string | null {
  const sentence = notificationSentence({ actorCount: 1, actorName: 'Grace', ...facts });
  return sentence && sentenceText(sentence);
}

describe('notificationSentence: follows and subscriptions', () => {
  it.each([
    [1, 'Grace started following you.'],
    [2, 'Grace and one other started following you.'],
    [4, 'Grace and 3 others started following you.'],
    [1235, 'Grace and 1,234 others started following you.'],
  ])('%i followers', (actorCount, expected) => {
    expect(read({ type: 'users_following_you', actorCount })).toBe(expected);
  });

  it('a rolled-up follow leads to the followers and marks the others', () => {
    const sentence = notificationSentence({ type: 'users_following_you_rollup', actorCount: 3, actorName: 'Grace' });
    expect(sentence?.link).toBe('followers');
    expect(sentence?.parts).toContainEqual({ type: 'others', text: '2 others', count: 2 });
    expect(notificationSentence({ type: 'users_following_you', actorCount: 1, actorName: 'Grace' })?.link).toBe('actor');
  });

  it('email subscribers and referrals', () => {
    expect(read({ type: 'users_email_subscribed', actorCount: 2 })).toBe('Grace and one other subscribed to your emails.');
    expect(notificationSentence({ type: 'users_email_subscribed', actorCount: 1, actorName: 'Grace' })?.link).toBe('subscribers');
    expect(read({ type: 'users_email_subscribed', actorCount: 0, milestoneArg: 100 })).toBe('Your newsletter has 100 subscribers.');
    expect(read({ type: 'users_email_subscribed', actorCount: 0 })).toBe('Someone subscribed to your emails by email address.');
    expect(read({ type: 'users_referred_membership' })).toBe('Grace became a member through your referral.');
  });

  it("a missing actor reads 'Unknown user'", () => {
    expect(read({ type: 'users_following_you', actorName: null })).toBe('Unknown user started following you.');
    expect(read({ type: 'users_following_you', actorName: '  ' })).toBe('Unknown user started following you.');
  });
});

describe('notificationSentence: claps, highlights and milestones', () => {
  it('claps for a story and a list', () => {
    expect(read({ type: 'post_recommended', post: ownPost })).toBe('Grace clapped for On Rivers.');
    expect(read({ type: 'post_recommended_rollup', actorCount: 3, post: ownPost })).toBe('Grace and 2 others clapped for On Rivers.');
    expect(read({ type: 'post_recommended', post: null })).toBe('Grace clapped for your story.');
    expect(read({ type: 'catalog_recommended', catalog: { name: 'Slow reads', isViewerOwn: true } })).toBe('Grace clapped for Slow reads.');
    expect(read({ type: 'catalog_recommended', catalog: null })).toBe('Grace clapped for your list.');
  });

  it('highlights: one, several by one reader, several readers', () => {
    expect(read({ type: 'quote', post: ownPost, quoteText: 'The river is wide' })).toBe('Grace highlighted a passage in On Rivers: “The river is wide”');
    expect(read({ type: 'quote', post: ownPost })).toBe('Grace highlighted a passage in On Rivers.');
    expect(read({ type: 'quote', post: ownPost, milestoneArg: 3 })).toBe('Grace left 3 highlights in On Rivers.');
    expect(read({ type: 'quote_rollup', actorCount: 2, post: ownPost })).toBe('Grace and one other highlighted On Rivers.');
    expect(read({ type: 'quote', post: null, milestoneArg: 2 })).toBe('Grace left 2 highlights in your story.');
  });

  it('a highlight piled onto', () => {
    expect(read({ type: 'highlight_was_piled_onto', post: theirPost })).toBe('Grace highlighted the same passage as you in Night Trains.');
    expect(read({ type: 'highlight_was_piled_onto_rollup', actorCount: 5, post: null })).toBe('Grace and 4 others highlighted the same passage as you in a story.');
  });

  it.each([
    ['post_clapped_milestone', 50, ownPost, 'Your story On Rivers got 50 claps.'],
    ['post_clapped_milestone', 1000, null, 'Your story got 1,000 claps.'],
    ['post_recommended_milestone', 1, ownPost, 'Your story On Rivers has a fan.'],
    ['post_recommended_milestone', 25, ownPost, 'Your story On Rivers has 25 fans.'],
    ['post_recommended_milestone', 10, { title: '', isViewerOwn: true }, 'Your story has 10 fans.'],
    ['fastrak_post_accepted', null, ownPost, 'Your story On Rivers was selected for wider distribution.'],
  ])('%s %s', (type, milestoneArg, post, expected) => {
    expect(read({ type, milestoneArg, post, actorCount: 0, actorName: null })).toBe(expected);
  });

  it('a milestone on a story leads to it, or to the stats when it is gone', () => {
    expect(notificationSentence({ type: 'post_clapped_milestone', actorCount: 0, actorName: null, milestoneArg: 10, post: ownPost })?.link).toBe('post');
    expect(notificationSentence({ type: 'post_clapped_milestone', actorCount: 0, actorName: null, milestoneArg: 10, post: null })?.link).toBe('stats');
  });

  it('list and publication milestones', () => {
    const base = { actorCount: 0, actorName: null };
    expect(read({ ...base, type: 'catalog_recommended_milestone', milestoneArg: 100, catalog: { name: 'Slow reads', isViewerOwn: true } })).toBe(
      'Your list Slow reads got 100 claps.',
    );
    expect(read({ ...base, type: 'catalog_recommended_milestone', milestoneArg: 10, catalog: null })).toBe('Your list got 10 claps.');
    expect(read({ ...base, type: 'collection_followed_milestone', milestoneArg: 1, collection: { name: 'Tidewater' } })).toBe('Tidewater has a follower.');
    expect(read({ ...base, type: 'collection_followed_milestone', milestoneArg: 500, collection: null })).toBe('A publication has 500 followers.');
  });
});

describe('notificationSentence: responses and notes', () => {
  const long = 'This is a thoughtful response that goes on for quite a while, longer than fifty characters.';

  it('responses to a story, a response and a list, cut to 50 characters', () => {
    expect(read({ type: 'response_created', post: ownPost, responseText: 'Lovely.' })).toBe('Grace responded to On Rivers: “Lovely.”');
    expect(read({ type: 'response_created', post: ownPost, responseText: long })).toBe('Grace responded to On Rivers: “This is a thoughtful response that goes on for qui…”');
    expect(read({ type: 'response_created', post: null, responseText: 'Yes' })).toBe('Grace responded to your story: “Yes”');
    expect(read({ type: 'response_created', post: { title: '', isViewerOwn: true, isResponse: true }, responseText: 'Agreed' })).toBe(
      'Grace replied to your response: “Agreed”',
    );
    expect(read({ type: 'catalog_response_created', catalog: { name: 'Slow reads', isViewerOwn: true }, responseText: 'Great list' })).toBe(
      'Grace responded to Slow reads: “Great list”',
    );
    expect(read({ type: 'catalog_response_created', catalog: { name: '', isViewerOwn: true } })).toBe('Grace responded to your list.');
    expect(notificationSentence({ type: 'response_created', actorCount: 1, actorName: 'Grace', post: ownPost })?.link).toBe('responsePost');
  });

  it('private notes and replies', () => {
    expect(read({ type: 'post_noted', post: ownPost, noteText: 'Typo here' })).toBe('Grace left a private note on On Rivers: “Typo here”');
    expect(read({ type: 'post_noted', post: null })).toBe('Grace left a private note on your story.');
    expect(read({ type: 'note_replied', post: theirPost, noteReplyText: 'Fixed' })).toBe('Grace replied to a private note on Night Trains: “Fixed”');
    expect(read({ type: 'note_replied', post: null })).toBe('Grace replied to a private note on a story.');
    expect(read({ type: 'post_note_replied', post: ownPost, noteReplyText: 'Thanks' })).toBe('Grace replied to a private note on On Rivers: “Thanks”');
    expect(read({ type: 'post_note_replied', post: null })).toBe('Grace replied to a private note on your story.');
  });

  it('mentions', () => {
    expect(read({ type: 'mention_in_note', post: theirPost, noteText: 'cc @ada' })).toBe('Grace mentioned you in a private note on Night Trains: “cc @ada”');
    expect(read({ type: 'mention_in_note_update', post: theirPost })).toBe('Grace mentioned you in an edited private note on Night Trains.');
    expect(read({ type: 'mention_in_note_reply', post: null })).toBe('Grace mentioned you in a reply to a private note on a story.');
    expect(read({ type: 'mention_in_note_reply_update', post: theirPost })).toBe('Grace mentioned you in an edited reply to a private note on Night Trains.');
    expect(read({ type: 'mention_in_post', post: theirPost })).toBe('Grace mentioned you in Night Trains.');
    expect(read({ type: 'mention_in_post', post: { title: '', isViewerOwn: false } })).toBe('Grace mentioned you in a story.');
    expect(read({ type: 'mention_in_series', post: theirPost })).toBe('Grace mentioned you in the series Night Trains.');
  });
});

describe('notificationSentence: publications and stories', () => {
  const pub = { name: 'Tidewater' };
  it.each([
    ['collection_post_submitted', theirPost, pub, 'Grace submitted Night Trains to Tidewater.'],
    ['collection_post_submitted', null, null, 'Grace submitted a story to a publication.'],
    ['collection_draft_submitted', theirPost, pub, 'Grace submitted a draft, Night Trains, to Tidewater.'],
    ['collection_post_approved', ownPost, pub, 'Grace approved On Rivers for Tidewater.'],
    ['collection_post_approved', null, null, 'Grace approved your story for a publication.'],
    ['collection_post_published', ownPost, pub, 'Grace published On Rivers in Tidewater.'],
    ['collection_editor_added', null, pub, 'Grace added you as an editor of Tidewater.'],
    ['collection_editor_added', null, null, 'Grace added you as an editor of a publication.'],
    ['post_collaborated_published', theirPost, null, 'Grace published Night Trains, a story you worked on together.'],
    ['post_published_by_someone_you_follow', theirPost, null, 'Grace published Night Trains.'],
    ['post_published_by_someone_you_follow', theirPost, pub, 'Grace published Night Trains in Tidewater.'],
    ['post_published_by_someone_you_follow', null, null, 'Grace published a story.'],
    ['series_published_by_someone_you_follow', theirPost, null, 'Grace published a new series, Night Trains.'],
    ['series_you_follow_updated', theirPost, null, 'Grace added to the series Night Trains.'],
    ['series_subscribed', ownPost, null, 'Grace subscribed to your series On Rivers.'],
    ['post_added_to_homepage_catalog', ownPost, null, 'Grace featured On Rivers on the homepage.'],
    ['post_monger_request_sent', theirPost, null, 'Grace asked for your feedback on Night Trains.'],
    ['post_shared', theirPost, null, 'Grace shared Night Trains with you.'],
  ])('%s', (type, post, collection, expected) => {
    expect(read({ type, post, collection })).toBe(expected);
  });

  it('an editor whose invitation was accepted reads who joined', () => {
    expect(read({ type: 'collection_editor_added', collection: pub, milestoneArg: EDITOR_INVITATION_ACCEPTED })).toBe('Grace accepted your invitation to edit Tidewater.');
    expect(notificationSentence({ type: 'collection_editor_added', actorCount: 1, actorName: 'Grace', collection: pub, milestoneArg: EDITOR_INVITATION_ACCEPTED })?.link).toBe('collection');
  });

  it('a story link only when the story can be opened', () => {
    const gone = notificationSentence({ type: 'mention_in_post', actorCount: 1, actorName: 'Grace', post: null });
    expect(gone?.parts).toContainEqual({ type: 'target', text: 'a story', link: null });
    expect(gone?.link).toBe('actor');
  });
});

describe('notificationSentence: coverage', () => {
  it('every activity type has a sentence', () => {
    for (const type of ACTIVITY_TYPES) expect(read({ type, post: ownPost }), type).toBeTruthy();
  });

  it('an unknown type renders nothing', () => {
    expect(read({ type: 'a_type_from_a_later_version' })).toBeNull();
    expect(read({ type: 'toString' })).toBeNull();
    expect(read({ type: '' })).toBeNull();
  });
});

describe('notificationSnippet', () => {
  it('keeps 50 characters, collapses spaces and does not split a character', () => {
    expect(notificationSnippet('a'.repeat(50))).toBe('a'.repeat(50));
    expect(notificationSnippet('a'.repeat(51))).toBe(`${'a'.repeat(50)}…`);
    expect(notificationSnippet(' two\n\nlines ')).toBe('two lines');
    expect(notificationSnippet('😀'.repeat(51))).toBe(`${'😀'.repeat(50)}…`);
  });
});

describe('notificationSentence: the Partner Program tax reminders', () => {
  it('reads every tax type as a sentence leading to the tax information page', () => {
    for (const set of ['tax_not_submitted', 'tax_failed_tin']) {
      for (const stage of ['day_one', 'pre_earning_limit', 'post_earning_limit', 'final', 'last_day']) {
        const sentence = notificationSentence({ type: `${set}_${stage}`, actorCount: 0, actorName: null });
        expect(sentence?.link, `${set}_${stage}`).toBe('taxes');
        expect(sentenceText(sentence!)).toMatch(/tax information.*\.$/);
      }
    }
    expect(sentenceText(notificationSentence({ type: 'tax_failed_tin_last_day', actorCount: 0, actorName: null })!)).toBe(
      'Today is the last day to resubmit your tax information before your withheld earnings are forfeited.',
    );
  });
});
