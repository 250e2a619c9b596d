import type { Ref } from 'react';
import { promoteHeadings, type PostBody } from '../../../shared/content';
import { imageUrl } from '../../components/images';
import { StoryBody } from '../../components/StoryBody';

interface StaticDraftProps {
  title: string;
  subtitle: string;
  body: PostBody | null;
  /** A new story: its title is a focused plain-text field from the first paint, and what is typed there is kept. */
  typeAheadRef?: Ref<HTMLHeadingElement> | undefined;
}

/**
 * The draft as the server renders it before the editor starts in the browser: the same text in
 * the same places, so the page is complete without scripts and does not jump when editing begins.
 * A new story's title takes the writer's first keystrokes while the editor loads; the editor then
 * takes over the text and the caret (readEarlyTyping).
 */
export function StaticDraft({ title, subtitle, body, typeAheadRef }: StaticDraftProps) {
  const paragraphs = body ? promoteHeadings(body.paragraphs) : [];
  const hasTitle = paragraphs.some((p) => p.type === 'TITLE');
  const hasSubtitle = paragraphs.some((p) => p.type === 'SUBTITLE');
  return (
    <div className="editor__static" data-testid="static-draft">
      {(!hasTitle || !hasSubtitle) && (
        <div className="story-body story-body--full-page">
          <div className="section-content">
            {!hasTitle && (
              <h1
                className={`title${title ? '' : ' is-empty'}`}
                data-placeholder="Title"
                {...(typeAheadRef
                  ? {
                      ref: typeAheadRef,
                      contentEditable: 'plaintext-only' as const,
                      // The browser keeps what the writer types before the page is hydrated; React must leave it.
                      suppressContentEditableWarning: true,
                      suppressHydrationWarning: true,
                      autoFocus: true,
                      spellCheck: true,
                    }
                  : {})}
              >
                {title}
              </h1>
            )}
            {!hasSubtitle && subtitle && <h2 className="subtitle">{subtitle}</h2>}
          </div>
        </div>
      )}
      {body && body.paragraphs.length > 0 ? (
        <StoryBody body={body} style="FULL_PAGE" imageUrl={imageUrl} />
      ) : (
        <div className="story-body story-body--full-page">
          <div className="section-content">
            <p className="is-empty" data-placeholder="Tell your story…" />
          </div>
        </div>
      )}
    </div>
  );
}
