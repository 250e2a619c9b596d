import type { ReactNode } from 'react';
import './static.css';

export interface StaticSection {
  id: string;
  title: string;
}

/**
 * The frame of the About, Help and Legal pages: a kicker, a title and a lede, then (for long pages) a list of
 * the sections with links to their anchors, which work without JavaScript.
 */
export function StaticPage(props: { kicker: string; title: string; lede: ReactNode; sections?: readonly StaticSection[]; children: ReactNode }) {
  return (
    <article className="static-page">
      <header className="static-page__header">
        <p className="static-page__kicker">{props.kicker}</p>
        <h1 className="static-page__title">{props.title}</h1>
        <p className="static-page__lede">{props.lede}</p>
      </header>
      {props.sections && props.sections.length > 0 && (
        <nav className="static-page__toc" aria-label="On this page">
          <p className="static-page__toc-title">On this page</p>
          <ol>
            {props.sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.title}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <div className="static-page__body">{props.children}</div>
    </article>
  );
}

/** One titled section with its anchor; `sub` marks a section inside another (an h3). */
export function Section(props: { id: string; title: string; children: ReactNode; sub?: boolean }) {
  const Heading = props.sub ? 'h3' : 'h2';
  return (
    <section id={props.id} className={props.sub ? 'static-page__subsection' : 'static-page__section'} aria-labelledby={`${props.id}-title`}>
      <Heading id={`${props.id}-title`} className={props.sub ? 'static-page__h3' : 'static-page__h2'}>
        <a className="static-page__anchor" href={`#${props.id}`}>
          {props.title}
        </a>
      </Heading>
      {props.children}
    </section>
  );
}
