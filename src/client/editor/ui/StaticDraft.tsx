import { promoteHeadings, type PostBody } from '../../../shared/content';
import { imageUrl } from '../../components/images';
import { StoryBody } from '../../components/StoryBody';

/**
 * The draft as the server renders it before the editor starts in the browser: the same text in
 * the same places, so the page is complete without scripts and does not jump when editing begins.
 */
export function StaticDraft({ title, subtitle, body }: { title: string; subtitle: string; body: PostBody | null }) {
  const paragraphs = body ? promoteHeadings(body.paragraphs) : [];
  const hasTitle = paragraphs.some((p) => p.type === 'TITLE');
  const hasSubtitle = paragraphs.some((p) => p.type === 'SUBTITLE');
  return (
    <div className="editor__static" data-testid="static-draft">
      {(!hasTitle || !hasSubtitle) && (
        <div className="story-body story-body--full-page">
          <div className="section-content">
            {!hasTitle && <h1 className={`title${title ? '' : ' is-empty'}`} data-placeholder="Title">{title}</h1>}
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
