import { Link } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { SignInLink } from '../../components/SignIn/SignInLink';
import { useShell } from '../../shell/shell-context';
import { useStaticHead } from './head';
import { Section, StaticPage } from './StaticPage';

/** /about: what this place is, for its readers and writers. */
export default function AboutPage() {
  const { productName, session } = useShell();
  useStaticHead(
    'ShowAboutQuire',
    `About ${productName}`,
    `${productName} is an open-source place to read and write stories: writers publish alone or in publications, and readers follow the voices they love.`,
  );
  return (
    <StaticPage
      kicker={`About ${productName}`}
      title="Everyone has a story to tell"
      lede={`${productName} is a home for thoughtful writing: a place where anyone can publish, and where readers find stories worth their time — without ads, trackers or an algorithm in between.`}
    >
      <div className="static-page__actions">
        {session.isLoggedInCookie ? (
          <Link className="button button--dark" to={buildPath('ShowNewStory')}>
            Write a story
          </Link>
        ) : (
          <>
            <SignInLink className="button button--dark" config={{ operation: 'register' }}>
              Get started
            </SignInLink>
            <a className="button button--outline" href={buildPath('ShowNewStory')}>
              Write a story
            </a>
          </>
        )}
        <Link className="button button--ghost" to={buildPath('ShowHome')}>
          Start reading
        </Link>
      </div>

      <Section id="readers" title="For readers">
        <p>
          The home page brings you the newest stories from every writer here. Follow the people and publications whose
          writing you love to keep up with them, and mute the ones you would rather not see: their stories leave your home
          page. If someone bothers you, block them — they can no longer follow you or read your stories while signed in.
        </p>
        <p>
          Stories are set for reading: a serif text face, generous margins, images that load in the size your screen needs,
          and pages that work with JavaScript turned off.
        </p>
      </Section>

      <Section id="writers" title="For writers">
        <p>
          Open the editor, give your story a title and start typing. Drafts save themselves as you write. Add images,
          embedded videos, code and quotes; when you are ready, choose who may read it — everyone, only people with the
          link, or members — pick up to five topics, and publish.
        </p>
        <div className="static-page__cards">
          <div className="static-page__card">
            <h3>Your profile, your design</h3>
            <p>Your stories live on your profile, dressed in the fonts and colours you choose.</p>
          </div>
          <div className="static-page__card">
            <h3>Publications</h3>
            <p>Start a publication, invite editors and writers, and publish together under one name.</p>
          </div>
          <div className="static-page__card">
            <h3>Friend Links</h3>
            <p>Share a members-only story with anyone, through a link that opens the whole story.</p>
          </div>
          <div className="static-page__card">
            <h3>Stats you can trust</h3>
            <p>See your published stories and how your following grows — counted, never estimated.</p>
          </div>
        </div>
      </Section>

      <Section id="open" title="Open and self-hosted">
        <p>
          {productName} is open-source software under the MIT license that anyone can run on their own server. This site is
          one such installation, run by its own operator: your account, your stories and your pictures are kept on this
          server, not handed to an advertising network. Nothing about you is sold, and pages load no analytics or
          advertising trackers. The <Link to={buildPath('ShowLegal', {}, { hash: 'privacy' })}>privacy policy</Link> lists
          exactly what is stored.
        </p>
      </Section>

      <Section id="coming" title="What’s coming">
        <p>
          {productName} is growing. Responses, claps, highlights, reading lists, notifications and paid membership are on
          their way; until they arrive, the pages that will hold them say so plainly.
        </p>
        <p>
          Questions? The <Link to={buildPath('ShowHelp')}>help centre</Link> answers the common ones and says who to contact
          for the rest.
        </p>
      </Section>
    </StaticPage>
  );
}
