import { useEffect, useState, type FormEvent } from 'react';
import { buildPath } from '../../../shared/routes';
import { NEWSLETTER_MESSAGES } from '../../../shared/validation/newsletters';
import { useMutation } from '../../data';
import { VIEWER_EDGE_BATCH_KEY } from '../../shell/graphql-client';
import { useShell } from '../../shell/shell-context';
import { useHere } from '../FollowButton/FollowButton';
import { useCollectionHref, useOwnHref, type LinkedCollection } from '../SiteLink/site-links';
import { useToasts } from '../Toasts/toasts';
import { SubscribeNewsletterV3Mutation, SubscribeToWriterNewsletterMutation, UnsubscribeNewsletterV3Mutation } from './newsletter-operations';
import './newsletter.css';

/** The reader's state in a newsletter, as the page's data carries it for a signed-in reader (null: not enabled yet). */
export interface ViewerNewsletter {
  id: string;
  viewerEdge: { id: string; isSubscribed: boolean };
}

type Answer = { __typename: string; id?: string; message?: string } | null | undefined;

export interface SubscriptionState {
  subscribed: boolean;
  busy: boolean;
  /** Subscribes or unsubscribes, showing the new state at once; the answer is said in a toast (a refusal puts the state back). */
  toggle: () => Promise<void>;
}

/**
 * Subscribed or not, shared by the writer's and the publication's envelope. Subscribing says so in a toast that
 * offers to unsubscribe (spec 2, Toasts); unsubscribing says that too. `subscribe` answers the newsletter, whose id
 * the unsubscribe needs (a writer's newsletter may be enabled by this very click).
 */
export function useNewsletterSubscription(name: string, newsletter: ViewerNewsletter | null, subscribe: () => Promise<Answer>): SubscriptionState {
  const { showToast } = useToasts();
  const [unsubscribe] = useMutation(UnsubscribeNewsletterV3Mutation, { context: { batchKey: VIEWER_EDGE_BATCH_KEY } });
  const known = newsletter?.viewerEdge.isSubscribed ?? false;
  // What the reader last chose, shown until the page's data says the same; and the newsletter once it is known.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [newsletterId, setNewsletterId] = useState<string | null>(newsletter?.id ?? null);
  const [busy, setBusy] = useState(false);
  useEffect(() => setChosen(null), [known]);
  useEffect(() => {
    if (newsletter?.id) setNewsletterId(newsletter.id);
  }, [newsletter?.id]);
  const subscribed = chosen ?? known;

  function refused(answer: Answer) {
    showToast({ message: answer?.message || NEWSLETTER_MESSAGES.fail, toastStyle: 'ERROR' });
  }

  async function run(next: boolean, id: string | null) {
    if (busy) return;
    setBusy(true);
    setChosen(next);
    try {
      const answer = next ? await subscribe() : id ? (await unsubscribe({ variables: { newsletterV3Id: id } })).data.unsubscribeNewsletterV3 : null;
      if (answer?.__typename !== 'NewsletterV3') {
        setChosen(!next);
        refused(answer);
        return;
      }
      const answered = answer.id ?? id;
      setNewsletterId(answered);
      if (next) showToast({ message: NEWSLETTER_MESSAGES.subscribed(name), action: { label: 'Unsubscribe', onSelect: () => void run(false, answered) } });
      else showToast({ message: NEWSLETTER_MESSAGES.unsubscribed(name) });
    } catch {
      setChosen(!next);
      showToast({ message: NEWSLETTER_MESSAGES.fail, toastStyle: 'RETRYABLE_ERROR' });
    } finally {
      setBusy(false);
    }
  }

  return { subscribed, busy, toggle: () => run(!subscribed, newsletterId) };
}

/**
 * The envelope beside a writer's Follow (their profile, the end of their story). Signed in: a button that subscribes
 * in one click and unsubscribes the same way. Signed out: the writer's subscribe page (/@{username}/subscribe),
 * where an address subscribes by double opt-in or the reader signs in. Not shown to the writer themself.
 */
export function SubscribeByEmailButton({ user, newsletter, own = false }: { user: { id: string; name: string; username?: string | null }; newsletter: ViewerNewsletter | null | undefined; own?: boolean }) {
  const ownHref = useOwnHref();
  const [subscribe] = useMutation(SubscribeToWriterNewsletterMutation, { context: { batchKey: VIEWER_EDGE_BATCH_KEY } });
  const state = useNewsletterSubscription(user.name, newsletter ?? null, async () => (await subscribe({ variables: { userId: user.id } })).data.subscribeToWriterNewsletter);
  if (own || !user.username) return null;
  const page = ownHref(buildPath('ShowUserSubscribe', { username: user.username }));
  return (
    <Envelope
      label={`Get an email whenever ${user.name} publishes`}
      subscribedTitle={`You get an email whenever ${user.name} publishes`}
      page={page}
      subscribeAction={buildPath('SubscribeWriterNewsletter', { userId: user.id })}
      newsletterId={newsletter?.id ?? null}
      signedInData={newsletter !== undefined}
      state={state}
    />
  );
}

type PublicationNewsletter = { id: string; slug: string; name: string; viewerEdge?: { id: string; isSubscribed: boolean } | null };

/**
 * The same envelope beside a publication's Follow, for the publication's newsletter. Signed out, it opens the
 * newsletter's landing page (/{collectionSlug}/newsletters/{slug}) on the instance's own address.
 */
export function SubscribeToPublicationButton({ collection }: { collection: LinkedCollection & { name: string; newsletterV3?: PublicationNewsletter | null } }) {
  const collectionHref = useCollectionHref(collection);
  const newsletter = collection.newsletterV3;
  const viewerNewsletter = newsletter?.viewerEdge ? { id: newsletter.id, viewerEdge: newsletter.viewerEdge } : null;
  const [subscribe] = useMutation(SubscribeNewsletterV3Mutation, { context: { batchKey: VIEWER_EDGE_BATCH_KEY } });
  const state = useNewsletterSubscription(newsletter?.name ?? collection.name, viewerNewsletter, async () =>
    newsletter ? (await subscribe({ variables: { newsletterV3Id: newsletter.id } })).data.subscribeNewsletterV3 : null,
  );
  if (!newsletter) return null;
  return (
    <Envelope
      label={`Get ${newsletter.name} by email`}
      subscribedTitle={`You get ${newsletter.name} by email`}
      page={collectionHref('ShowCollectionNewsletterLanding', { newsletterSlug: newsletter.slug })}
      subscribeAction={buildPath('SubscribeNewsletter', { newsletterV3Id: newsletter.id })}
      newsletterId={newsletter.id}
      signedInData={viewerNewsletter !== null}
      state={state}
    />
  );
}

interface EnvelopeProps {
  /** The control's name, the same in both states (aria-pressed says which). */
  label: string;
  subscribedTitle: string;
  /** The server's subscribe page: where a signed-out reader goes. */
  page: string;
  /** Where the form posts to subscribe before (or without) the page's JavaScript. */
  subscribeAction: string;
  newsletterId: string | null;
  /** The page's data has the reader's state (a signed-in page); without it the envelope is the link. */
  signedInData: boolean;
  state: SubscriptionState;
}

/**
 * Signed in, a form posting to the newsletter routes so that it works before (or without) the page's JavaScript:
 * its button is held by the boot script and clicked again once the page is interactive, which then subscribes in
 * place. Outlined when not subscribed, filled when subscribed.
 */
function Envelope({ label, subscribedTitle, page, subscribeAction, newsletterId, signedInData, state }: EnvelopeProps) {
  const { session } = useShell();
  const here = useHere();
  const { subscribed, busy } = state;

  if (!session.isLoggedInCookie || !signedInData) {
    return (
      <a className="subscribe-email" href={page} aria-label={label} title={label}>
        <EnvelopeIcon subscribed={false} />
      </a>
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void state.toggle();
  }

  const action = subscribed && newsletterId ? buildPath('NewsletterSubscription', { newsletterV3Id: newsletterId }) : subscribeAction;
  return (
    <form method="post" action={action} className="subscribe-email-form" onSubmit={onSubmit}>
      <input type="hidden" name="xsrf" value={session.xsrf ?? ''} />
      <input type="hidden" name="redirect" value={here} />
      <button
        type="submit"
        className={`subscribe-email${subscribed ? ' subscribe-email--subscribed' : ''}`}
        aria-label={label}
        aria-pressed={subscribed}
        aria-busy={busy}
        title={subscribed ? subscribedTitle : label}
      >
        <EnvelopeIcon subscribed={subscribed} />
      </button>
    </form>
  );
}

function EnvelopeIcon({ subscribed }: { subscribed: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {subscribed ? (
        <>
          {/* The envelope moved aside for a check: subscribed. */}
          <path d="M2.5 5.5h15v10h-15z" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
          <path d="M3 6l7 5.5 7-5.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
          <path d="M14.5 18.5l2.5 2.5 5-5.5" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
        </>
      ) : (
        <>
          <path d="M4 6.5h16v11H4z" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
          <path d="M4.5 7l7.5 6 7.5-6" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
        </>
      )}
    </svg>
  );
}
