import type { SignInConfig } from '../SignIn/susi-types';

export interface GatedStory {
  id: string;
  title: string;
  mediumUrl: string;
  creator: { id: string; name: string };
}

/** The story's own path: a reader who signs up from it comes back to it. */
export function storyPath(story: Pick<GatedStory, 'mediumUrl'>): string {
  try {
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
