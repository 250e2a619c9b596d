import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { PARTNER_COUNTRIES, TAX_DEADLINE_DAYS } from '../../../shared/validation/partner';
import { SignInLink } from '../../components/SignIn/SignInLink';
import { MetabarViewerQuery } from '../../components/Metabar/metabar-operations';
import { skipToken, useQuery } from '../../data';
import { useShell } from '../../shell/shell-context';
import type { PageProps } from '../registry';
import { useStaticHead } from '../Static/head';
import { Section, StaticPage } from '../Static/StaticPage';
import { PartnerShareQuery } from './creators-operations';
import './creators.css';

type CreatorsRoute = 'ShowCreators' | 'ShowEarn' | 'ShowCreatorTools';

const TABS: readonly { route: CreatorsRoute; label: string }[] = [
  { route: 'ShowCreators', label: 'Partner Program' },
  { route: 'ShowEarn', label: 'How earning works' },
  { route: 'ShowCreatorTools', label: 'Creator tools' },
];

const ENROLL = buildPath('ShowPartnerEnroll', { step: 'eligibility' });

/** /creators, /earn and /creator-tools: the Partner Program's public pages, for readers and writers alike. */
export default function CreatorsPage({ route }: PageProps) {
  const name = TABS.some((t) => t.route === route.name) ? (route.name as CreatorsRoute) : 'ShowCreators';
  const { data } = useQuery(PartnerShareQuery, {});
  const share = data?.partnerSharePercent ?? null;
  if (name === 'ShowEarn') return <Earn share={share} />;
  if (name === 'ShowCreatorTools') return <CreatorTools />;
  return <Creators share={share} />;
}

/** The three pages' own links, under the header: each page says where the others are. */
function CreatorsNav({ current }: { current: CreatorsRoute }) {
  return (
    <nav className="creators-nav" aria-label="Partner Program">
      {TABS.map((tab) => (
        <Link key={tab.route} to={buildPath(tab.route)} className="creators-nav__link" aria-current={tab.route === current ? 'page' : undefined}>
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}

/** Join (signed out: sign up first and come back to enrolment), or the enrolled writer's earnings. */
function JoinActions({ secondary }: { secondary?: ReactNode }) {
  const { session } = useShell();
  // The bar's own query (answered with the page): only a signed-in reader has anything in it.
  const { data } = useQuery(MetabarViewerQuery, session.isLoggedInCookie ? {} : skipToken);
  const viewer = data?.viewer;
  return (
    <div className="static-page__actions">
      {viewer?.isPartnerProgramEnrolled ? (
        <Link className="button button--dark" to={buildPath('ShowPartnerDashboard')}>
          See your earnings
        </Link>
      ) : session.isLoggedInCookie ? (
        <Link className="button button--dark" to={ENROLL}>
          Join the Partner Program
        </Link>
      ) : (
        <>
          <SignInLink className="button button--dark" config={{ operation: 'register', redirectTo: ENROLL }}>
            Get started
          </SignInLink>
          <SignInLink className="button button--outline" config={{ operation: 'login', redirectTo: ENROLL }}>
            Sign in to join
          </SignInLink>
        </>
      )}
      {secondary}
    </div>
  );
}

function shareSentence(share: number | null): string {
  return share === null ? 'A share of every member’s fee' : `${share}% of every member’s fee`;
}

function Creators({ share }: { share: number | null }) {
  const { productName } = useShell();
  useStaticHead(
    'ShowCreators',
    'Partner Program',
    `Writers in the ${productName} Partner Program earn money when members read their stories: ${shareSentence(share).toLowerCase()} is shared among the writers they read.`,
  );
  return (
    <StaticPage
      kicker="Partner Program"
      title="Get paid for the stories you write"
      lede={`Every month, ${shareSentence(share).toLowerCase()} goes to the writers whose stories they spent time reading. Join the Partner Program and your stories earn from the first member who reads them.`}
    >
      <CreatorsNav current="ShowCreators" />
      <JoinActions
        secondary={
          <Link className="button button--ghost" to={buildPath('ShowEarn')}>
            How earning works
          </Link>
        }
      />

      <Section id="what" title="What it is">
        <p>
          {productName} has no ads. Members pay for their membership, and that money is shared with the people who write what
          they read — in proportion to the time they spend reading each story, not to clicks or views.
        </p>
        <div className="static-page__cards">
          <div className="static-page__card">
            <h3>Paid by reading time</h3>
            <p>A story earns from the minutes members actually spend reading it.</p>
          </div>
          <div className="static-page__card">
            <h3>Every story you publish</h3>
            <p>Once you are enrolled, every story of yours that members read earns — open to everyone or members-only.</p>
          </div>
          <div className="static-page__card">
            <h3>Counted to the cent</h3>
            <p>Your dashboard shows what each story earned, month by month, and the reading time behind it.</p>
          </div>
        </div>
      </Section>

      <Section id="who" title="Who can join">
        <p>Any writer can join when:</p>
        <ul>
          <li>you have published at least one story;</li>
          <li>your account is in good standing (not suspended);</li>
          <li>your email address is verified.</li>
        </ul>
        <p>
          Payouts go to an account in one of {PARTNER_COUNTRIES.length} countries (
          {PARTNER_COUNTRIES.map((c) => c.name).join(', ')}). Enrolling takes four short steps: eligibility, the Partner
          Program Terms, your payout account and your tax information.
        </p>
      </Section>

      <Section id="next" title="Ready?">
        <p>
          Read <Link to={buildPath('ShowEarn')}>how earning works</Link>, see the{' '}
          <Link to={buildPath('ShowCreatorTools')}>tools every writer gets</Link>, or start now.
        </p>
        <JoinActions />
      </Section>
    </StaticPage>
  );
}

function Earn({ share }: { share: number | null }) {
  const { productName } = useShell();
  useStaticHead(
    'ShowEarn',
    'How earning works',
    `How the ${productName} Partner Program pays writers: members’ fees shared by reading time, month by month.`,
  );
  const percent = share === null ? 'a share' : `${share}%`;
  return (
    <StaticPage
      kicker="Partner Program"
      title="How earning works"
      lede="Members’ fees are shared among the writers they read, by the time they spend reading. Here is exactly how."
    >
      <CreatorsNav current="ShowEarn" />

      <Section id="reading-time" title="Member reading time">
        <p>
          When a member reads a story, {productName} counts the time they are actually engaged with it: scrolling, reading,
          with the page in front of them. Time spent by readers who are not members, and the time you spend on your own
          stories, earns nothing.
        </p>
      </Section>

      <Section id="split" title="How a member’s fee is split">
        <ol>
          <li>Each month, {percent} of every member’s fee goes to the writers they read.</li>
          <li>
            That amount is divided among the stories the member read by Partner Program writers, in proportion to the
            reading time each story got from them.
          </li>
          <li>
            A story’s earnings for the month are the sum of its share from every member who read it; your earnings are
            the sum over your stories.
          </li>
        </ol>
        <p className="static-page__note">
          The split is exact to the cent: any cent left after rounding goes to the stories with the largest remainders, so
          every member’s share is paid out in full.
        </p>
      </Section>

      <Section id="months" title="Months, estimates and payouts">
        <p>
          Earnings are counted by calendar month (UTC). While a month is running, your dashboard shows an estimate that
          changes as members read; it becomes final when the month closes. Earnings are in US dollars.
        </p>
      </Section>

      <Section id="taxes" title="Tax information">
        <p>
          Submit your tax information when you enroll. Until it is approved, earnings are withheld from day{' '}
          {TAX_DEADLINE_DAYS.firstWithheld} after you enroll, your stories stop earning from day {TAX_DEADLINE_DAYS.limited},
          and withheld earnings are forfeited from day {TAX_DEADLINE_DAYS.forfeited}.
        </p>
      </Section>

      <Section id="start" title="Start earning">
        <JoinActions
          secondary={
            <Link className="button button--ghost" to={buildPath('ShowMembership')}>
              Become a member
            </Link>
          }
        />
      </Section>
    </StaticPage>
  );
}

const TOOLS: readonly { title: string; text: string; action: string; href: string; server?: boolean }[] = [
  { title: 'Write', text: 'A distraction-free editor that saves as you type, with images, embeds, code and quotes.', action: 'Write a story', href: buildPath('ShowNewStory') },
  { title: 'Stats', text: 'Views and reads of every story, and how your audience grows.', action: 'See your stats', href: buildPath('ShowStats') },
  { title: 'Newsletters', text: 'Readers can subscribe to get your stories by email the moment you publish them.', action: 'Your newsletters', href: buildPath('ShowYourNewsletters'), server: true },
  { title: 'Import your subscribers', text: 'Bring the email list you already have, as a CSV file, and keep writing to it here.', action: 'Import subscribers', href: buildPath('ShowImportSubscribers') },
  { title: 'Publications', text: 'Start a publication, invite editors and writers, and publish together under one name.', action: 'Start a publication', href: buildPath('ShowNewPublication') },
  { title: 'Earnings', text: 'Partner Program writers see what each story earned, month by month.', action: 'Partner Program', href: buildPath('ShowCreators') },
];

function CreatorTools() {
  const { productName } = useShell();
  useStaticHead('ShowCreatorTools', 'Creator tools', `The tools every writer on ${productName} gets: the editor, stats, newsletters, subscriber import and publications.`);
  return (
    <StaticPage kicker="Creator tools" title="Everything you need to write and grow" lede={`The tools every writer on ${productName} gets, free — from the first draft to an audience that reads you by email.`}>
      <CreatorsNav current="ShowCreatorTools" />
      <ul className="creators-tools">
        {TOOLS.map((tool) => (
          <li key={tool.title} className="static-page__card creators-tools__card">
            <h3>{tool.title}</h3>
            <p>{tool.text}</p>
            {tool.server ? (
              <a className="creators-tools__link" href={tool.href}>
                {tool.action} →
              </a>
            ) : (
              <Link className="creators-tools__link" to={tool.href}>
                {tool.action} →
              </Link>
            )}
          </li>
        ))}
      </ul>
      <Section id="earn" title="Earn from your writing">
        <p>
          Join the <Link to={buildPath('ShowCreators')}>Partner Program</Link> and your stories earn when members read them.
        </p>
        <JoinActions />
      </Section>
    </StaticPage>
  );
}
