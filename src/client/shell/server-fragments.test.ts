import { describe, expect, it } from 'vitest';
import { moveIntoSlots, slotPlaceholder } from './server-fragments';

describe('moveIntoSlots', () => {
  it('puts each live piece where its slot is and leaves no template behind', () => {
    const page = `<main><div class="body"><h1>T</h1>${slotPlaceholder('byline')}<p>Text</p></div><template data-slot-for="byline"><div data-slot="byline">By Ada</div></template></main>`;
    expect(moveIntoSlots(page)).toBe('<main><div class="body"><h1>T</h1><div data-slot="byline">By Ada</div><p>Text</p></div></main>');
  });

  it('takes a piece as it is, even with replacement patterns in it ($& $\' $`)', () => {
    const piece = `<div data-slot="byline">Dollar $' Sign $& and $\`</div>`;
    const page = `<p>${slotPlaceholder('byline')}</p><script>state</script><template data-slot-for="byline">${piece}</template>`;
    expect(moveIntoSlots(page)).toBe(`<p>${piece}</p><script>state</script>`);
  });
});
