import type { PostModel } from './posts.repo';

/** A post as resolvers pass it down: the share key the query was given travels with it to `content`. */
export type PostParent = PostModel & {
  requestedShareKey?: string | null;
  /** Asked for alone (`post`, `postResult`): its text, if asked, is a read of the story, which may spend the meter. */
  singleRead?: boolean;
};

/** A story's text as resolvers pass it down: the body itself loads only when `bodyModel` is asked for. */
export interface PostContentParent {
  post: PostModel;
  whole: boolean;
}
