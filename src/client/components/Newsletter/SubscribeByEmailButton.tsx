import { buildPath } from '../../../shared/routes';
import './newsletter.css';

/**
 * The envelope beside Follow: it opens the writer's subscribe page (/@{username}/subscribe), a page of the
 * server's own, where a signed-in reader subscribes in one click and anyone else with an address.
 */
export function SubscribeByEmailButton({ user }: { user: { name: string; username?: string | null } }) {
  if (!user.username) return null;
  return <EnvelopeLink href={buildPath('ShowUserSubscribe', { username: user.username })} label={`Get an email whenever ${user.name} publishes`} />;
}

/**
 * The same envelope beside a publication's Follow: it opens the landing page of the publication's newsletter
 * (/{collectionSlug}/newsletters/{slug}), where readers subscribe signed in or by address.
 */
export function SubscribeToPublicationButton({ collection }: { collection: { slug: string; name: string; newsletterV3?: { slug: string; name: string } | null } }) {
  const newsletter = collection.newsletterV3;
  if (!newsletter) return null;
  const href = buildPath('ShowCollectionNewsletterLanding', { collectionSlug: collection.slug, newsletterSlug: newsletter.slug });
  return <EnvelopeLink href={href} label={`Get ${newsletter.name} by email`} />;
}

function EnvelopeLink({ href, label }: { href: string; label: string }) {
  return (
    <a className="subscribe-email" href={href} aria-label={label} title={label}>
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M4 6.5h16v11H4z" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
        <path d="M4.5 7l7.5 6 7.5-6" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      </svg>
    </a>
  );
}
