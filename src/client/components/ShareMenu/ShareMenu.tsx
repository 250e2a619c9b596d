import { lazy, Suspense, useEffect, useState } from 'react';
import { SHARE_NETWORKS } from '../../../shared/validation/highlights';
import { NetworkIcon, SHARE_LABELS, storyShareUrl } from '../Highlights/ShareButtons';
import { MenuButton, type MenuItem } from '../Menu/MenuButton';
import { COPY_CONFIRMATION_MS, copyText } from '../PostMenu/friend-link';
import { useToasts } from '../Toasts/toasts';
import './ShareMenu.css';

export const LINK_COPIED_MESSAGE = 'Link copied to your clipboard.';
export const SHARE_SHEET_LABEL = 'More ways to share…';
export const SHARE_WITH_PERSON_LABEL = 'Share with someone on Quire…';

// The dialog, its people search and its mutation load when a reader first opens it.
const loadSharePersonDialog = () => import('./SharePersonDialog');
const SharePersonDialog = lazy(loadSharePersonDialog);

function ShareIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="none" stroke="currentColor" strokeWidth="1.3" strokeLinecap="round" strokeLinejoin="round" d="M15 6.5 12 3.5l-3 3M12 3.5v11M7.5 10H6a1 1 0 0 0-1 1v8.5a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V11a1 1 0 0 0-1-1h-1.5" />
    </svg>
  );
}

function LinkIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
    </svg>
  );
}

function PersonIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" d="M10 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM3 20c.8-3.5 3.6-5.5 7-5.5s6.2 2 7 5.5M19 8v6M16 11h6" />
    </svg>
  );
}

function MoreIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="6" cy="12" r="1.6" fill="currentColor" />
      <circle cx="12" cy="12" r="1.6" fill="currentColor" />
      <circle cx="18" cy="12" r="1.6" fill="currentColor" />
    </svg>
  );
}

/** The device's own share sheet, where it has one (phones, some desktops). Known only in the browser. */
function useShareSheet(): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => setAvailable(typeof navigator.share === 'function'), []);
  return available;
}

/**
 * The story's Share menu: Copy link, X, Facebook, LinkedIn (through the story's share redirects, which send the
 * reader on to the network's share page with the story's canonical address) and the system share sheet where the
 * device has one; a signed-in reader of a published story may also tell one person on Quire about it. Without
 * JavaScript the three networks are plain links beside the button.
 */
export function ShareMenu({ postId, url, title, canShareWithPerson = false }: { postId: string; url: string; title: string; canShareWithPerson?: boolean }) {
  const { showToast } = useToasts();
  const shareSheet = useShareSheet();
  const [sharingWithPerson, setSharingWithPerson] = useState(false);
  const items: MenuItem[] = [
    {
      label: 'Copy link',
      icon: <LinkIcon />,
      onSelect: () => {
        void copyText(url).then(() => showToast({ message: LINK_COPIED_MESSAGE, duration: COPY_CONFIRMATION_MS }));
      },
    },
    ...SHARE_NETWORKS.map((network): MenuItem => ({ label: SHARE_LABELS[network], icon: <NetworkIcon network={network} />, href: storyShareUrl(postId, network), newTab: true })),
  ];
  if (canShareWithPerson) {
    items.push({
      label: SHARE_WITH_PERSON_LABEL,
      icon: <PersonIcon />,
      separated: true,
      onSelect: () => setSharingWithPerson(true),
    });
  }
  if (shareSheet) {
    items.push({
      label: SHARE_SHEET_LABEL,
      icon: <MoreIcon />,
      separated: !canShareWithPerson,
      // Dismissing the sheet rejects; there is nothing to tell the reader then.
      onSelect: () => void navigator.share({ title, url }).catch(() => undefined),
    });
  }
  return (
    <>
      <MenuButton label="Share" block="share-menu" buttonClassName="story-actions__icon" items={items}>
        <ShareIcon />
      </MenuButton>
      {sharingWithPerson && (
        <Suspense fallback={null}>
          <SharePersonDialog postId={postId} title={title} onClose={() => setSharingWithPerson(false)} />
        </Suspense>
      )}
      <noscript>
        <span className="share-menu__plain">
          {SHARE_NETWORKS.map((network) => (
            <a key={network} className="story-actions__icon" href={storyShareUrl(postId, network)} aria-label={SHARE_LABELS[network]} title={SHARE_LABELS[network]}>
              <NetworkIcon network={network} />
            </a>
          ))}
        </span>
      </noscript>
    </>
  );
}
