import type { ReactNode } from 'react';
import type { Section } from '../../../shared/content';
import type { RenderContext } from './context';
import { StoryImage } from './StoryImage';

/** A section of a story; with a background image it fills the page behind its text. */
export function StorySection({ section, ctx, eager, children }: { section: Section | null; ctx: RenderContext; eager: boolean; children: ReactNode }) {
  const background = section?.backgroundImage;
  const imageLayout = section?.imageLayout ?? 'FULL_PAGE';
  const textLayout = section?.textLayout ?? (background ? 'OVERLAY_CENTER' : 'DEFAULT');
  const className = background
    ? `story-section story-section--background section-image-${imageLayout.toLowerCase().replace('_', '-')} section-text-${textLayout.toLowerCase().replace('_', '-')}`
    : 'story-section';
  return (
    <section className={className} data-name={section?.name}>
      {background && (
        <div className="section-background">
          <StoryImage image={background} imageUrl={ctx.imageUrl} sizes="100vw" fallbackWidth={2000} eager={eager} cover />
        </div>
      )}
      <div className="section-content">{children}</div>
    </section>
  );
}
