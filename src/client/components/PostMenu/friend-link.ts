import { SHARE_KEY_PARAM } from '../../../shared/routes';

/** The Friend Link: the story's address with its share key, which lets anyone read it in full. */
export function friendLink(mediumUrl: string, shareKey: string): string {
  const url = new URL(mediumUrl);
  url.searchParams.set(SHARE_KEY_PARAM, shareKey);
  return url.href;
}

export const FRIEND_LINK_COPIED = 'Friend Link copied to your clipboard.';
/** Spec 2 §9: copy confirmations show for 2 seconds. */
export const COPY_CONFIRMATION_MS = 2000;

/** Copies text to the clipboard; false when the browser refuses (no permission, insecure page). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
