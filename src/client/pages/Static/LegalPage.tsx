import { Link } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { useShell } from '../../shell/shell-context';
import { useStaticHead } from './head';
import { Section, StaticPage } from './StaticPage';

export const LEGAL_SECTIONS = [
  { id: 'terms', title: 'Terms of Service' },
  { id: 'privacy', title: 'Privacy Policy' },
  { id: 'cookies', title: 'Cookies and browser storage' },
  { id: 'your-data', title: 'Your data: copies and deletion' },
] as const;

/** What each cookie is for; names as the server sets them (over https the session cookie takes the `__Host-` prefix). */
const COOKIES = [
  ['quire_sid', 'Keeps you signed in. It holds a random token; the server keeps only a hash of it.', 'Until you sign out or the session ends (by default 30 days at most)'],
  ['quire_lc', 'Ties a sign-in code to the browser that asked for it.', '15 minutes'],
  ['quire_at', 'Remembers your confirmed email address while you finish creating an account.', '30 minutes'],
  ['quire_oauth_{service}', 'Ties a sign-in with Google, Facebook, Apple or Twitter to the browser that started it ({service} is google, facebook, apple or twitter).', '10 minutes'],
  ['quire_one_tap', 'Protects a Google one-tap sign-in (only where Google sign-in is turned on).', '10 minutes'],
  ['quire_toast', 'Carries a one-line confirmation to the next page after a redirect.', '1 minute'],
] as const;

/** /legal: plain-language Terms of Service (#terms) and Privacy Policy (#privacy) for this instance. */
export default function LegalPage() {
  const { productName, auth } = useShell();
  const googleOneTap = auth.googleClientId !== null;
  useStaticHead('ShowLegal', 'Terms and privacy', `The terms of using ${productName} here, and exactly what it stores about you and why.`);

  return (
    <StaticPage
      kicker="Legal"
      title="Terms and privacy"
      lede={`The rules of this site and what it keeps about you, in plain words. This site runs ${productName}, open-source software, and is run by its own operator — “we” below.`}
      sections={LEGAL_SECTIONS}
    >
      <Section id="terms" title="Terms of Service">
        <p>By creating an account or publishing here, you agree to these terms. If you do not agree, please do not use the site.</p>
        <Section sub id="terms-content" title="Your stories are yours">
          <p>
            You keep every right to what you write and upload. You allow us to store it, show it and send it to readers as
            you choose when you publish — public, unlisted or members-only, on your profile or in a publication — and to make
            the copies that takes (pages, previews, resized images). Others may reuse your story only as the license you pick
            allows. Unpublish or delete a story and it leaves the site.
          </p>
        </Section>
        <Section sub id="terms-account" title="Your account">
          <p>
            Give a real email address you can read, keep your sign-in links, codes and password to yourself, and tell us if
            someone else got into your account. You are responsible for what is published from it. One account per person;
            do not pretend to be someone else.
          </p>
        </Section>
        <Section sub id="terms-rules" title="What is not allowed">
          <ul>
            <li>Anything illegal where you or we are, including material you have no right to share.</li>
            <li>Harassment, threats, hate, and sharing someone’s private information.</li>
            <li>Spam, misleading links, malware, and automated use that burdens the site (limits on sign-ins, follows and uploads apply to everyone).</li>
            <li>Getting around a block, a suspension or a members-only limit.</li>
          </ul>
          <p>
            We may remove stories and suspend accounts that break these rules; a suspended account’s profile then says so.
            Publications’ editors decide what appears in their publication and may send a submission back or take a story out
            of it — it stays yours.
          </p>
        </Section>
        <Section sub id="terms-warranty" title="No guarantees">
          <p>
            We run this site with care but provide it as it is, without warranties; keep your own copy of anything you cannot
            afford to lose. We may change these terms; when we do, the new version appears on this page. Stop using the site at
            any time; to have your account deleted, see <a href="#your-data">Your data</a>.
          </p>
        </Section>
      </Section>

      <Section id="privacy" title="Privacy Policy">
        <p>
          <strong>In short:</strong> we keep what is needed to run the site, on this server. Nothing is sold, nothing is sent
          to advertisers, and pages load no analytics or advertising trackers. Story views are counted on this server for the
          writer’s stats, which never say who viewed, and for your reading history, which you can clear.
        </p>
        <Section sub id="privacy-stored" title="What is stored">
          <ul>
            <li>
              <strong>Your account:</strong> your name, username (and a username you left behind, so old links still reach
              you), email address, bio, photo, your profile’s design, when you joined, and the accounts you connected for
              sign-in (the service’s name, its id for you and the email it gave).
            </li>
            <li>
              <strong>Security:</strong> your password only as an argon2 hash, if you set one; your two-factor secret sealed
              with this site’s key, your phone number if you chose texts or calls, and your backup codes as keyed hashes.
              Sign-in links and codes are kept as hashes and expire within minutes. Failed sign-in attempts are counted to stop
              password guessing.
            </li>
            <li>
              <strong>Sessions:</strong> for each browser you sign in on, a hash of its session token, its IP address, its
              browser name (user agent), and when it started, was last used and ends. You can see and end them in Settings.
            </li>
            <li>
              <strong>What you write and upload:</strong> your stories with their saved versions, topics and settings;
              images you upload (with their location and camera data removed); the publications you create or join, their
              invitations and submission notes.
            </li>
            <li>
              <strong>Your connections:</strong> whom you follow, mute and block, and reports you make, each with its date.
              Follower counts and who follows whom are visible to others; mutes, blocks and reports are not.
            </li>
            <li>
              <strong>Email:</strong> the recipient and subject of messages we send you (sign-in links, invitations). Once a message is delivered, its text is not kept.
            </li>
            <li>
              <strong>Rate-limit counters:</strong> short-lived counts of attempts (sign-ins, sign-ups, follows, uploads)
              keyed by IP address or account, which expire on their own within a day at most.
            </li>
            <li>
              <strong>Server logs:</strong> the addresses asked for and the IP address asking, with sign-in tokens and share
              keys removed, kept as long as the operator keeps logs.
            </li>
          </ul>
        </Section>
        <Section sub id="privacy-shared" title="Who sees it">
          <p>
            Your public profile, public stories and followers are public. Unlisted stories are visible to anyone with the link.
            Your email address is not shown to other readers. The operator of this server can see what it stores. We share
            data only when the law requires it.
          </p>
          <p>
            Some things reach other services because you use them: a story with an embedded YouTube, Vimeo, CodePen or GitHub
            gist loads that player from its provider; signing in with another service sends you to it
            {googleOneTap
              ? '; and because Google sign-in is turned on here, the home, story, profile and publication pages load Google’s sign-in script for signed-out readers'
              : ''}
            . Link previews in stories are fetched by this server, not your browser. Fonts and images come from this server.
          </p>
        </Section>
      </Section>

      <Section id="cookies" title="Cookies and browser storage">
        <p>Only cookies needed for signing in and for the site to work; none for advertising or analytics.</p>
        <div className="static-page__table-wrap">
          <table className="static-page__table">
            <thead>
              <tr>
                <th scope="col">Cookie</th>
                <th scope="col">Why</th>
                <th scope="col">How long</th>
              </tr>
            </thead>
            <tbody>
              {COOKIES.map(([name, why, howLong]) => (
                <tr key={name}>
                  <td data-label="Cookie">
                    <code>{name}</code>
                  </td>
                  <td data-label="Why">{why}</td>
                  <td data-label="How long">{howLong}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          Two things are kept in your browser’s own storage and never sent to us: that you put away the “confirm your email”
          notice (for this tab only), and when you last closed Google’s one-tap prompt (so it is not shown again too soon).
        </p>
      </Section>

      <Section id="your-data" title="Your data: copies and deletion">
        <p>
          You can delete or unpublish your stories from <Link to={buildPath('ShowYourStories', { filterBy: 'drafts' })}>Your stories</Link>{' '}
          (a deleted story leaves the site at once; its record is kept, marked deleted), change your profile, end sessions,
          and undo follows, mutes and blocks. A download of your data and deleting your account yourself are not available
          yet: ask the operator of this site, who can do both (see <Link to={buildPath('ShowHelp', {}, { hash: 'contact' })}>Contact</Link>).
        </p>
      </Section>
    </StaticPage>
  );
}
