import { SHARE_NETWORKS, type ShareNetwork } from '../../../shared/validation/highlights';

export const SHARE_LABELS: Record<ShareNetwork, string> = { twitter: 'Share on X', facebook: 'Share on Facebook', linkedIn: 'Share on LinkedIn' };

/** The share window's address: the story's share redirect with the passage (spec 1 §7: type=highlight and the text). */
export function shareWindowUrl(postId: string, network: ShareNetwork, text: string): string {
  const query = new URLSearchParams({ type: 'highlight', text });
  return `/p/${postId}/share/${network}?${query.toString()}`;
}

/** The story's share redirect (spec 2: /p/{id}/share/twitter, /facebook, /linkedIn): the server sends it on to the network. */
export function storyShareUrl(postId: string, network: ShareNetwork): string {
  return `/p/${postId}/share/${network}`;
}

export function NetworkIcon({ network }: { network: ShareNetwork }) {
  switch (network) {
    case 'twitter':
      return (
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M17.8 3h3.1l-6.8 7.8L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L1.8 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z" />
        </svg>
      );
    case 'facebook':
      return (
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4a21 21 0 0 0-2.3-.1c-2.3 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21z" />
        </svg>
      );
    case 'linkedIn':
      return (
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M4 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM2.3 9h3.4v11H2.3zm5.6 0h3.3v1.5c.5-.9 1.6-1.8 3.3-1.8 3.5 0 4.2 2.3 4.2 5.3v6H15.3v-5.3c0-1.3 0-2.9-1.8-2.9s-2.1 1.4-2.1 2.8V20H7.9z" />
        </svg>
      );
  }
}

/** Share the passage: each button opens the network's share window through the story's share redirect. */
export function ShareButtons({ postId, text, onShared }: { postId: string; text: string; onShared: () => void }) {
  return (
    <span className="highlight-menu__share">
      {SHARE_NETWORKS.map((network) => (
        <button
          key={network}
          type="button"
          className="highlight-menu__button highlight-menu__button--icon"
          aria-label={SHARE_LABELS[network]}
          title={SHARE_LABELS[network]}
          onClick={() => {
            window.open(shareWindowUrl(postId, network, text), `share-${network}`, 'noopener,width=600,height=520');
            onShared();
          }}
        >
          <NetworkIcon network={network} />
        </button>
      ))}
    </span>
  );
}
