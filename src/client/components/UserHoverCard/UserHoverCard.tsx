import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { HOVER_CARD_DELAY_MS } from '../../../shared/validation/relations';
import { profilePath } from './profile-path';
import './UserHoverCard.css';

export { profilePath };

// The card's code (its query, the follow button) loads when a pointer first rests on a name, not with the page.
const loadCard = () => import('./HoverCard');
const UserHoverCard = lazy(loadCard);

/** How long the card waits after the pointer leaves the name or the card before it closes. */
const CLOSE_GRACE_MS = 150;

interface HoverTarget {
  userId: string;
  anchor: HTMLElement;
}

/**
 * Opens a card for a name after the pointer rests on it for 500 ms (spec 2 §9) and keeps it while the pointer
 * is on the name or the card; a name reached with the keyboard opens it too (after the same rest, so tabbing past
 * names does not flash cards), and leaving it closes it. Escape closes it either way. Mice and keyboards only: a
 * tap on a touch screen follows the link.
 */
export function useHoverCard() {
  const [target, setTarget] = useState<HoverTarget | null>(null);
  const openTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancel = useCallback(() => {
    clearTimeout(openTimer.current);
    clearTimeout(closeTimer.current);
  }, []);
  const enter = useCallback(
    (userId: string, anchor: HTMLElement) => {
      cancel();
      void loadCard().catch(() => undefined);
      openTimer.current = setTimeout(() => setTarget({ userId, anchor }), HOVER_CARD_DELAY_MS);
    },
    [cancel],
  );
  const leave = useCallback(() => {
    cancel();
    closeTimer.current = setTimeout(() => setTarget(null), CLOSE_GRACE_MS);
  }, [cancel]);
  const close = useCallback(() => {
    cancel();
    setTarget(null);
  }, [cancel]);
  useEffect(() => cancel, [cancel]);
  useEffect(() => {
    if (!target) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [target, close]);

  const card = target ? (
    <Suspense fallback={null}>
      <UserHoverCard key={target.userId} userId={target.userId} anchor={target.anchor} onEnter={cancel} onLeave={leave} />
    </Suspense>
  ) : null;
  return { enter, leave, close, card, openFor: target?.userId ?? null };
}

/** Focus the browser would show a ring for (the keyboard's), not the focus a click or a tap leaves behind. */
function focusedByKeyboard(element: Element): boolean {
  return element.matches(':focus-visible');
}

/**
 * A link to a person's profile that shows their hover card (avatar, name, bio, follow button and stats)
 * when the pointer rests on it.
 */
export function UserLink({
  user,
  className,
  children,
}: {
  user: { id: string; name: string; username?: string | null };
  className?: string;
  children?: ReactNode;
}) {
  const { enter, leave, card } = useHoverCard();
  return (
    <>
      <Link
        to={profilePath(user)}
        className={className}
        data-hover-card=""
        onPointerEnter={(event) => {
          if (event.pointerType === 'mouse') enter(user.id, event.currentTarget);
        }}
        onPointerLeave={leave}
        onFocus={(event) => {
          if (focusedByKeyboard(event.currentTarget)) enter(user.id, event.currentTarget);
        }}
        onBlur={leave}
        onClick={leave}
      >
        {children ?? user.name}
      </Link>
      {card}
    </>
  );
}

/**
 * Hover cards for the mentions in a story's text (`a.markup-user[data-user-id]`), on hover or keyboard focus. The text may be the
 * server's HTML adopted as it is, so the cards are attached to its element after hydration rather than
 * rendered with each mention.
 */
export function MentionHoverCards({ rootSelector }: { rootSelector: string }) {
  const { enter, leave, card } = useHoverCard();
  useEffect(() => {
    const root = document.querySelector(rootSelector);
    if (!root) return;
    const mentionOf = (event: Event) => (event.target instanceof Element ? event.target.closest<HTMLElement>('a.markup-user[data-user-id]') : null);
    const over = (event: PointerEvent) => {
      const mention = mentionOf(event);
      if (!mention || event.pointerType !== 'mouse') return;
      const from = event.relatedTarget instanceof Node ? event.relatedTarget : null;
      if (from && mention.contains(from)) return;
      enter(mention.dataset.userId ?? '', mention);
    };
    const out = (event: PointerEvent) => {
      const mention = mentionOf(event);
      if (!mention) return;
      const to = event.relatedTarget instanceof Node ? event.relatedTarget : null;
      if (to && mention.contains(to)) return;
      leave();
    };
    const focusIn = (event: FocusEvent) => {
      const mention = mentionOf(event);
      if (mention && focusedByKeyboard(mention)) enter(mention.dataset.userId ?? '', mention);
    };
    const focusOut = (event: FocusEvent) => {
      if (mentionOf(event)) leave();
    };
    root.addEventListener('pointerover', over as EventListener);
    root.addEventListener('pointerout', out as EventListener);
    root.addEventListener('focusin', focusIn as EventListener);
    root.addEventListener('focusout', focusOut as EventListener);
    return () => {
      root.removeEventListener('pointerover', over as EventListener);
      root.removeEventListener('pointerout', out as EventListener);
      root.removeEventListener('focusin', focusIn as EventListener);
      root.removeEventListener('focusout', focusOut as EventListener);
    };
  }, [rootSelector, enter, leave]);
  return card;
}

