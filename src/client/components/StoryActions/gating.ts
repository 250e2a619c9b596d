import type { SignInConfig } from '../SignIn/susi-types';

export interface GatedStory {
  id: string;
  title: string;
  mediumUrl: string;
  creator: { id: string; name: string };
}

/**
 * The story's own path: a reader who signs up from it comes back to it. The gate is shown on the story's page,
 * which is served at its canonical address, so the path is one of the site the reader is on (not a link).
 */
export function storyPath(story: Pick<GatedStory, 'mediumUrl'>): string {
  try {
    // eslint-disable-next-line no-restricted-syntax -- a redirect on the story's own site, see above
    return new URL(story.mediumUrl).pathname;
  } catch {
    return '/';
  }
}

type GatedAction = 'clap' | 'respond' | 'follow' | 'highlight';

/** What the modal opens with when a signed-out reader tries something on a story. */
export function gateConfig(action: GatedAction, story: GatedStory): SignInConfig {
  return {
    operation: 'register',
    susiEntry: action,
    redirectTo: storyPath(story),
    post: { id: story.id, title: story.title },
    user: action === 'follow' ? { id: story.creator.id, name: story.creator.name } : null,
  };
}
