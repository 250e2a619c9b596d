import { describe, expect, it } from 'vitest';
import type { NotificationRowFragment } from '../../gql/graphql';
import { notificationRowModel } from './notification-row-model';

const site = { origin: 'https://quire.test', publicOrigin: 'https://quire.test', scope: null };
const viewer = { id: 'v1', username: 'linus' };
const grace = { __typename: 'User' as const, id: 'u2', name: 'Grace Hopper', username: 'grace', imageId: null, mediumMemberAt: null };

function row(overrides: Partial<NotificationRowFragment>): NotificationRowFragment {
  return {
    __typename: 'Notification',
    id: 'n1',
    notificationName: 'users_following_you',
    notificationType: 'users_following_you',
    actorCount: 1,
    occurredAt: 0,
    isUnread: true,
    milestoneArg: null,
    actor: grace,
    post: null,
    responsePost: null,
    collection: null,
    catalog: null,
    quote: null,
    note: null,
    noteReply: null,
    ...overrides,
  };
}

describe('notificationRowModel', () => {
  it('links a follow to the follower, a rolled-up one to the reader’s followers', () => {
    expect(notificationRowModel(row({}), viewer, site)?.href).toBe('/@grace');
    const rolled = notificationRowModel(row({ notificationName: 'users_following_you_rollup', actorCount: 3 }), viewer, site);
    expect(rolled?.href).toBe('/@linus/followers');
  });

  it('links a response to the response, a story on a publication’s own domain in full', () => {
    const post = { __typename: 'Post' as const, id: 'p1', title: 'On Rivers', mediumUrl: 'https://quire.test/@linus/on-rivers-p1', isResponse: false, creator: { __typename: 'User' as const, id: 'v1' } };
    const responsePost = {
      __typename: 'Post' as const,
      id: 'r1',
      mediumUrl: 'https://quire.test/@grace/r1',
      responseParagraphs: [
        { __typename: 'ResponseParagraph' as const, type: 'BQ', text: 'quoted passage' },
        { __typename: 'ResponseParagraph' as const, type: 'P', text: 'Lovely.' },
      ],
    };
    const model = notificationRowModel(row({ notificationName: 'response_created', notificationType: 'response_created', post, responsePost }), viewer, site);
    expect(model?.href).toBe('/@grace/r1');
    expect(model?.sentence.parts.map((p) => p.text).join('')).toBe('Grace Hopper responded to On Rivers: “Lovely.”');
    const elsewhere = notificationRowModel(row({ notificationName: 'post_recommended', post: { ...post, mediumUrl: 'https://tidewater.example/on-rivers-p1' } }), viewer, site);
    expect(elsewhere?.href).toBe('https://tidewater.example/on-rivers-p1');
  });

  it('links the reader’s own list under /me, someone else’s under their name', () => {
    const catalog = (creatorId: string) => ({
      __typename: 'Catalog' as const,
      id: 'c1',
      name: 'Slow reads',
      slugId: 'slow-reads-0123456789ab',
      creator: { __typename: 'User' as const, id: creatorId, username: creatorId === 'v1' ? 'linus' : 'grace' },
    });
    expect(notificationRowModel(row({ notificationName: 'catalog_recommended', catalog: catalog('v1') }), viewer, site)?.href).toBe('/me/list/slow-reads-0123456789ab');
    expect(notificationRowModel(row({ notificationName: 'mention_in_post', catalog: catalog('u2') }), viewer, site)?.hrefs.catalog).toBe('/@grace/list/slow-reads-0123456789ab');
  });

  it('leaves out a row of a type it does not know, and a gone actor is not a link', () => {
    expect(notificationRowModel(row({ notificationName: 'a_type_from_a_later_version' }), viewer, site)).toBeNull();
    const gone = notificationRowModel(row({ actor: null }), viewer, site);
    expect(gone?.hrefs.actor).toBeNull();
    expect(gone?.sentence.parts[0]).toEqual({ type: 'actor', text: 'Unknown user' });
  });
});
