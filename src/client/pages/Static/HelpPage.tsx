import { listOf } from '../../../shared/format/intl';
import { Link } from 'react-router';
import { buildPath } from '../../../shared/routes';
import type { SocialProvider } from '../../../shared/preloaded-state';
import { useFlag, useShell } from '../../shell/shell-context';
import { useStaticHead } from './head';
import { Section, StaticPage } from './StaticPage';

export const HELP_SECTIONS = [
  { id: 'getting-started', title: 'Getting started' },
  { id: 'writing', title: 'Writing and publishing' },
  { id: 'publications', title: 'Publications' },
  { id: 'following', title: 'Following, muting and blocking' },
  { id: 'account', title: 'Your account and security' },
  { id: 'contact', title: 'Contact' },
] as const;

const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook', apple: 'Apple', twitter: 'Twitter' };

/** /help: answers about how this instance works, with an anchor per section (#contact is linked from sign-in). */
export default function HelpPage() {
  const { productName, auth } = useShell();
  const passwords = useFlag('enable_passwords');
  const loginCodes = useFlag('enable_login_code');
  const apple = useFlag('enable_apple_sign_in');
  const providers = auth.providers.filter((p) => p !== 'apple' || apple).map((p) => PROVIDER_NAMES[p]);
  useStaticHead('ShowHelp', 'Help centre', `How to read, write, publish and keep your account safe on ${productName}, and who to contact.`);

  return (
    <StaticPage
      kicker="Help centre"
      title={`How can we help?`}
      lede={`Answers about reading, writing and your account on ${productName}. Can’t find what you need? See Contact at the end.`}
      sections={HELP_SECTIONS}
    >
      <Section id="getting-started" title="Getting started">
        <Section sub id="create-account" title="Creating an account and signing in">
          <p>
            Choose <strong>Get started</strong> (or <strong>Sign in</strong>) in the top bar and enter your email address. We
            email you a sign-in link that works once and for 15 minutes; opening it signs you in, or, the first time, lets
            you pick your name and username.
          </p>
          {(passwords || loginCodes || providers.length > 0) && (
          <ul>
            {passwords && <li>You can also sign up with a password and sign in with it afterwards.</li>}
            {loginCodes && <li>On a phone, the email also carries a six-digit code you can type instead of opening the link.</li>}
            {providers.length > 0 && <li>You can sign in with your {listOf(providers, 'or')} account instead of an email.</li>}
          </ul>
          )}
        </Section>
        <Section sub id="reading" title="Reading">
          <p>
            The <Link to={buildPath('ShowHome')}>home page</Link> shows the newest stories. Everything public can be read
            without an account; signing in lets you follow writers and publications. Members-only stories show a preview
            unless you are a member or someone shared a Friend Link with you.
          </p>
        </Section>
        <Section sub id="private-notes" title="Private notes">
          <p>
            Select a passage in a story and choose <strong>Private note</strong> to leave a note for its author. Only you
            and the author can read it, and the two of you can reply to each other (notes up to 400 characters, replies
            up to 200). A marker beside the paragraph opens your notes. You can delete your own notes and replies; the
            author can dismiss a note or report it.
          </p>
        </Section>
      </Section>

      <Section id="writing" title="Writing and publishing">
        <Section sub id="write" title="Writing a story">
          <p>
            Choose <strong>Write</strong> or open <Link to={buildPath('ShowNewStory')}>/new-story</Link>. Type a title, press
            Enter for a subtitle, then write. Select text for the toolbar (bold, italic, link, headings, quotes, mentions);
            the <strong>+</strong> beside an empty line adds an image, an embed, a code block or a new part. Shortcuts like{' '}
            <code>#</code>, <code>&gt;</code>, <code>1.</code>, <code>*</code> and <code>---</code> work as you would expect.
          </p>
          <p>
            Drafts save a second after you stop typing (“Saving…”, then “Saved”). If the same draft was saved from another
            tab, the editor tells you and keeps your text.
          </p>
          <p>
            Images can be JPEG, PNG, GIF or WebP, up to 25 MB; their location and camera data are removed when you upload
            them. A YouTube, Vimeo, CodePen or GitHub gist link becomes an embed; other links become a card with the page’s
            title and picture.
          </p>
        </Section>
        <Section sub id="publish" title="Publishing">
          <p>
            <strong>Publish</strong> opens a dialog where you choose the preview image, up to five topics, who can read it —
            Public, Unlisted (only people with the link) or Members-only — a license, an “Originally published at” address,
            and whether it goes on your profile or in a publication. Editing a published story keeps the published version
            on its page until you publish again.
          </p>
          <p>
            <Link to={buildPath('ShowYourStories', { filterBy: 'drafts' })}>Your stories</Link> lists your drafts, public and
            unlisted stories. From each story’s menu you can edit it, change its settings, unpublish it (it goes back to your
            drafts) or delete it. A <strong>Friend Link</strong>, from the story’s menu, lets anyone read a members-only story
            in full.
          </p>
        </Section>
        <Section sub id="stats" title="Your stats">
          <p>
            <Link to={buildPath('ShowStats')}>Stats</Link> lists your published stories with their dates, reading times, word
            counts, views and reads, charts your views and reads each day over the last 30 days, and shows your followers and
            how many people started following you each day. A view is someone else opening your story; a read, a view in which
            they read it through to near the end or for a good part of its reading time. Only you see these numbers.
          </p>
        </Section>
      </Section>

      <Section id="publications" title="Publications">
        <p>
          A publication gathers stories by several writers under one name and address. Create one at{' '}
          <Link to={buildPath('ShowNewPublication')}>/new-publication</Link>: give it a name, an address, a tagline and a
          picture. You become its first editor; your publications are listed at{' '}
          <Link to={buildPath('ShowYourPublications')}>Publications</Link>.
        </p>
        <ul>
          <li>
            <strong>Editors</strong> invite people by username or email, as editors or writers; an invitation waits until the
            person accepts or declines it. Editors also manage the masthead, the navigation, featured stories and feature
            pages, the design and a custom domain.
          </li>
          <li>
            <strong>Writers</strong> submit their stories: in the publish dialog, choose the publication. Editors publish a
            submission or send it back with a note; either way the story stays its author’s.
          </li>
          <li>
            Editors publish their own stories in the publication directly, and can take any story out of it — it goes back to
            its author’s profile.
          </li>
        </ul>
      </Section>

      <Section id="following" title="Following, muting and blocking">
        <p>
          <strong>Follow</strong> a person or a publication from their page, their name’s card or a list of followers. See
          whom you follow at <Link to={buildPath('ShowFollowingEntities', { entityName: 'people' })}>Following</Link>.
        </p>
        <p>
          <strong>Mute</strong> a person or a publication from the “…” menu on their page: their stories leave your home
          page, topic pages and search results. They are not told. You cannot mute a publication you edit.
        </p>
        <p>
          <strong>Block</strong> a person from the same menu: any follows between you end, they can no longer follow you,
          and while signed in they cannot open your profile or your stories. Public stories can still be read by anyone who
          is signed out. <strong>Report</strong> a person for spam, harassment or another reason (you can block them at the
          same time); reports are kept for the people who run this site.
        </p>
        <p>
          Muted and blocked people are listed at{' '}
          <Link to={buildPath('ShowMutedEntities', { activeTab: 'people' })}>Settings → Muted and blocked</Link>, where you can
          undo either.
        </p>
      </Section>

      <Section id="account" title="Your account and security">
        <Section sub id="settings" title="Profile and settings">
          <p>
            In <Link to={buildPath('ShowSettings')}>Settings</Link> you change your photo, name, bio (up to 160 characters),
            and username, and see the email address your account uses. <Link to={buildPath('ShowDesign')}>Design your profile</Link> sets its fonts,
            colours and header image.
          </p>
        </Section>
        <Section sub id="sign-in-methods" title="Sign-in methods">
          <p>
            Email links are always available. {passwords ? 'Passwords are turned on here: new passwords are 8 to 128 characters and must not be easy to guess; after six wrong tries the account pauses for a minute, and after repeated pauses it is locked until you reset the password with an emailed link. ' : ''}
            {providers.length > 0
              ? `Accounts can also be connected to ${listOf(providers, 'or')} from Settings.`
              : 'Sign-in with other services is not turned on here.'}
          </p>
        </Section>
        <Section sub id="two-factor" title="Two-factor authentication">
          <p>
            In <Link to={buildPath('ShowSettings', {}, { hash: 'security' })}>Settings → Security</Link>, turn on two-factor
            authentication with an authenticator app (scan the QR code) or, where this site can send them, text messages or
            voice calls. You then get 10 backup codes: keep them somewhere safe — each works once, if you lose your phone.
            Turning two-factor off asks for a current code.
          </p>
        </Section>
        <Section sub id="sessions" title="Sessions">
          <p>
            Settings → Security lists every browser where you are signed in, with its address and when it was last used. End
            any of them, or all but this one. Changing your password or turning on two-factor offers to end the others.
            Sessions also end by themselves: by default after a week unused, and 30 days after signing in.
          </p>
        </Section>
        <Section sub id="your-data" title="Your data">
          <p>
            You can delete any of your stories from Your stories. Downloading a copy of your data and deleting your account
            are not self-service yet: ask the people who run this site (see <a href="#contact">Contact</a>). The{' '}
            <Link to={buildPath('ShowLegal', {}, { hash: 'privacy' })}>privacy policy</Link> says what is stored.
          </p>
        </Section>
      </Section>

      <Section id="contact" title="Contact">
        <p>
          This site is an independently run installation of {productName}, the open-source publishing software. The people
          who run it — its operator — look after accounts, moderation and the server; the software’s authors cannot see or
          change anything here.
        </p>
        <p>
          If you cannot get into your account (for example, you lost both your two-factor device and your backup codes), or
          want your data or your account deleted, contact the operator at the address they publish for this site or gave
          you when you joined. Tell them your username and your account’s email address — never your password or codes.
        </p>
      </Section>
    </StaticPage>
  );
}
