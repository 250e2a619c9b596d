import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MenuButton } from './MenuButton';

describe('MenuButton', () => {
  it('renders a closed menu button named by its label, with the block’s class names', () => {
    const html = renderToStaticMarkup(
      <MenuButton block="story-menu" label="More actions" items={[{ label: 'Delete story', onSelect: () => {}, danger: true }]}>
        …
      </MenuButton>,
    );
    expect(html).toBe(
      '<div class="story-menu"><button type="button" class="story-menu__button" aria-label="More actions" aria-haspopup="menu" aria-expanded="false">…</button></div>',
    );
  });

  it('adds the caller’s classes and data attributes to the button', () => {
    const html = renderToStaticMarkup(
      <MenuButton block="editor-menu" label="Add" items={[]} buttonClassName="side-controls__button" buttonAttributes={{ 'data-toolbar-item': '' }}>
        +
      </MenuButton>,
    );
    expect(html).toContain('<button data-toolbar-item="" type="button" class="editor-menu__button side-controls__button"');
  });
});
