import type { TagParent } from './topics.repo';
import type { AppDeps } from '../../graphql/context';
import type { Executor } from '../../db';
import { subscribeStoryIndex } from './topics.subscribers';
import { canSeeTopic, type TopicViewer } from './topics.policy';
import { followedTopicRows, tagSlugsOfTopics, topicRowBySlug, topicsByIds, type TopicModel, type TopicWithTags } from './topics.repo';
import { topicTagRows } from './topics.stories.repo';

/** What other modules may use of this one. */
export type { TopicWithTags, TopicVisibility } from './topics.repo';
export { setTopicFollow } from './topics.service';
/** What feeds and sitemaps list of tags and topics, and the topics a story's feeds reach. */
export { newestStoriesOf, tagSlugsWithStories, type StorySource } from './topics.stories.repo';
export { openTopicSlugs, openTopicSlugsOfTags } from './topics.repo';

/** Every topic a reader follows (most recently followed first) with the tags it groups. */
export async function followedTopics(db: Executor, userId: string): Promise<TopicWithTags[]> {
  const topics = await followedTopicRows(db, userId, 500, null);
  const tags = await tagSlugsOfTopics(db, topics.map((t) => t.id));
  return topics.map((t) => ({ id: t.id, slug: t.slug, name: t.name, visibility: t.visibility, tagSlugs: tags.get(t.id) ?? [] }));
}

/** A topic by its slug with its tags; null when there is none or the viewer may not see it (STAFF). */
export async function topicBySlug(db: Executor, slug: string, viewer?: TopicViewer | null): Promise<TopicWithTags | null> {
  const topic = await topicRowBySlug(db, slug);
  if (!topic || !canSeeTopic(topic.visibility, viewer)) return null;
  const tags = await tagSlugsOfTopics(db, [topic.id]);
  return { id: topic.id, slug: topic.slug, name: topic.name, visibility: topic.visibility, tagSlugs: tags.get(topic.id) ?? [] };
}

/** The newest listed stories of several topics since a time, a few of each (For you's candidates). */
export { topicStoryIds } from './topics.stories.repo';

/** Content written straight into the tables (demo content, bulk imports, benchmarks): index it all again. */
export { rebuildStoryIndex } from './topics.index-stories';

/** A topic by its id, if the viewer may see it. */
export async function findTopicById(db: Executor, id: string, viewer?: TopicViewer | null): Promise<TopicModel | null> {
  const [topic] = await topicsByIds(db, [id]);
  return topic && canSeeTopic(topic.visibility, viewer) ? topic : null;
}

/** The subscribers and jobs of this module. */
export function subscribeTopicsEvents(deps: AppDeps): void {
  subscribeStoryIndex(deps);
}
export { type TopicModel, type TagParent } from './topics.repo';

declare module '../../core/graphql-models' {
  /** The parents this module's GraphQL types resolve from. */
  interface GraphQLModels {
    Topic: TopicModel;
    Tag: TagParent;
  }
}

/** The slugs of the tags a topic groups (its HOT sort ranks the stories carrying any of them). */
export async function topicTagSlugs(db: Executor, topicId: string): Promise<string[]> {
  return (await topicTagRows(db, topicId)).map((t) => t.slug);
}
