import { useCallback, useRef, useState } from 'react';
import { buildPath } from '../../../shared/routes';
import { RESPONSE_MESSAGES } from '../../../shared/validation/responses';
import { useStoryDiscussionSwitch } from '../Responses/discussion-switch';
import { MenuButton, MoreIcon, type MenuItem } from '../Menu/MenuButton';
import { friendLink } from './friend-link';
import { FriendLinkPanel } from './FriendLinkPanel';
import './PostMenu.css';

export interface PostMenuProps {
  postId: string;
  mediumUrl: string;
  /** Present only for those who may edit the story. */
  shareKey: string | null;
  isLocked: boolean;
  /** Present only for the story's author: whether its responses are closed. */
  discussion?: { closed: boolean } | null;
}

/**
 * The writer's menu on their story (spec 1: Edit story, Story settings, View stats, Share Friend Link);
 * Share Friend Link opens the Friend Link popover in the menu's place.
 */
export function PostMenu({ postId, mediumUrl, shareKey, isLocked, discussion = null }: PostMenuProps) {
  const [friendLinkOpen, setFriendLinkOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const closeFriendLink = useCallback((returnFocus: boolean) => {
    setFriendLinkOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);

  const items: MenuItem[] = [
    { label: 'Edit story', to: buildPath('ShowPostEdit', { postId }) },
    { label: 'Story settings', to: buildPath('ShowPostSettings', { postId }) },
    { label: 'View stats', to: buildPath('ShowPostStats', { postId }) },
  ];
  if (shareKey) items.push({ label: 'Share Friend Link', onSelect: () => setFriendLinkOpen(true) });
  const setDiscussionClosed = useStoryDiscussionSwitch(postId);
  if (discussion) {
    items.push({
      label: discussion.closed ? RESPONSE_MESSAGES.reopenAction : RESPONSE_MESSAGES.closeAction,
      separated: true,
      onSelect: () => void setDiscussionClosed(!discussion.closed),
    });
  }

  return (
    <MenuButton
      block="post-menu"
      label="Story options"
      items={items}
      buttonRef={button}
      beside={friendLinkOpen && shareKey && <FriendLinkPanel link={friendLink(mediumUrl, shareKey)} isLocked={isLocked} onClose={closeFriendLink} />}
    >
      <MoreIcon />
    </MenuButton>
  );
}
