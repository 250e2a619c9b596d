// The benchmark story: about 1,500 words of plain prose with a few headings, published on Quire and
// on the Ghost peer with the same text, so both post pages carry the same length.

export const LONG_STORY_TITLE = 'A Year of Mending Things';
export const LONG_STORY_SUBTITLE = 'What a repair bench teaches about patience, attention and the objects we keep';
export const LONG_STORY_SLUG = 'quire-bench-a-year-of-mending-things';

export interface Block {
  kind: 'p' | 'h3';
  text: string;
}

export const LONG_STORY: readonly Block[] = [
  { kind: 'p', text: 'Last January I set up a small bench in the corner of the spare room and promised myself that for one year I would try to mend anything in the house that broke before I replaced it. It was not a grand plan. I had a soldering iron from a school project, a jar of mismatched screws, and a vague sense that I threw away too much. What I did not expect was how much the bench would teach me about things that have nothing to do with repair.' },
  { kind: 'p', text: 'The first object was a desk lamp with a switch that crackled. I took it apart on a Saturday morning, laid every piece on a towel in the order it came out, and found a spring that had slipped from its seat. Putting it back took four minutes. Finding it took two hours, most of which I spent reading forum threads written by strangers who had had the same lamp and the same crackle. The lamp still works. So does the habit of laying pieces out in order.' },
  { kind: 'h3', text: 'Attention before tools' },
  { kind: 'p', text: 'The most useful thing on the bench turned out to be a notebook. Before I open anything now, I write down what the object does, what it should do, and when the difference started. It sounds fussy, and for a toaster it is. But the act of writing slows me down enough to notice things: the smell of warm dust, a faint buzz that only happens when the heating is on, a hinge that squeaks only in the afternoon when the room is warm.' },
  { kind: 'p', text: 'Most failures announce themselves if you let them. A kettle that switches off too early is usually telling you about scale on its sensor, not about its electronics. A zip that splits behind the slider is telling you about a worn slider, not a broken zip. Learning to hear those messages is a kind of literacy, and like any literacy it comes from reading a great many examples slowly, one after another, until the patterns stop looking like noise.' },
  { kind: 'p', text: 'Tools matter less than I thought. I bought a good set of screwdrivers in March and a cheap multimeter in April, and those two have done almost everything. The rest of the kit is tape, glue, a sharp knife, a needle, strong thread and a box of small bags with labels. The labels are the part I would recommend to anyone. A screw without a label is a puzzle you set for your future self, and your future self is always more tired than you are.' },
  { kind: 'h3', text: 'What breaks, and why' },
  { kind: 'p', text: 'Over the year I kept a list, and the list is more interesting than any single repair. Roughly a third of everything that broke was a moving part that wore out: switches, hinges, zips, the little gears in a kitchen timer. Another third was a connection that came loose, a cable pulled too often at the same angle or a solder joint that cracked after years of heating and cooling. The last third was damage: something dropped, stepped on, or used for a job it was never meant to do.' },
  { kind: 'p', text: 'The first two groups are almost always fixable with patience and a part that costs less than a coffee. The third group is where the real decisions are. A chair with a cracked leg can be glued and clamped and will be stronger at the joint than anywhere else. A phone screen with a crack across it can be replaced, but only if the maker sells the part, and only if the glue holding it in place can be softened without damaging what lies underneath.' },
  { kind: 'p', text: 'That last condition is where I learned the most about how things are made. Some objects are designed to be opened. Their screws are standard, their parts are labelled, their manuals include an exploded drawing with every piece numbered. Others are designed to be sealed, with clips that snap when you pry them and adhesives that give way only to heat. You can feel the difference within a minute of picking one up, and after a year you can often guess it from a photograph.' },
  { kind: 'h3', text: 'The people who help' },
  { kind: 'p', text: 'I did not do any of this alone. The neighbourhood has a repair cafe on the first Sunday of every month, in a church hall with bad lighting and excellent tea. People bring toasters, trousers, bicycles and radios, and volunteers sit with them and fix them together. The rule is that you stay and watch, and ideally you hold the torch. Nobody is allowed to drop something off and leave. The point is not the repair. The point is that you leave knowing how it was done.' },
  { kind: 'p', text: 'The volunteers are retired electricians, sewing teachers, a teenager who is very good with game controllers, and a man in his eighties who can sharpen anything with an edge. None of them would call themselves experts, and all of them are. What they share is a calm refusal to be hurried. When something does not work, they do not sigh. They turn it over, look at it from another side, and ask what it is trying to tell them. I have tried to borrow that calm, with mixed success.' },
  { kind: 'h3', text: 'Failures' },
  { kind: 'p', text: 'Not everything survived. A hair dryer went back together with one screw left over and never turned on again. An old radio that belonged to my grandmother still does not work, and I have stopped trying for now, because each attempt risks a part I cannot replace. A pair of boots that I resoled myself lasted three weeks before the new sole peeled away in the rain on the way to the station, which was a long and instructive walk.' },
  { kind: 'p', text: 'Each failure taught me more than the successes. The hair dryer taught me to photograph every step, not just the difficult ones. The radio taught me that some repairs deserve a specialist and that knowing when to stop is a skill too. The boots taught me that glue needs time, pressure and the right surface, and that impatience is the most expensive material on the bench. I now write the date on anything I glue, so I know how long I have waited.' },
  { kind: 'h3', text: 'What changed' },
  { kind: 'p', text: 'The obvious change is that the house has fewer broken things in drawers waiting for a day that never comes. The less obvious change is how I shop. I now look for screws on the bottom of anything I buy, and I look up whether spare parts exist before I look at the price. I buy fewer things and keep them longer. When something does need replacing, I keep the old one for parts, which is how the jar of screws became a small cabinet with drawers.' },
  { kind: 'p', text: 'I also pay more attention to the objects that were built to last. The oldest tool in the house is a hand drill that belonged to my grandfather. It has been oiled, sharpened and had its handle replaced, and it works as well as it did seventy years ago. Nothing about it is clever. Every part can be seen, reached and replaced. It is the best argument I know for simple design, and I use it whenever a screw needs a pilot hole.' },
  { kind: 'p', text: 'Most of all, the bench changed how I deal with frustration. A stuck screw is not a personal insult. It is a screw, and it has reasons: rust, the wrong bit, a thread cut at a slight angle at the factory. When I find the reason, the screw turns. I have found that the same approach works on many problems that are not made of metal, though it is harder to lay those out on a towel in the order they came apart.' },
  { kind: 'h3', text: 'Starting your own' },
  { kind: 'p', text: 'If you want to try this, start with something you do not mind breaking further. Choose an object with visible screws, lay out a towel, and take photographs as you go. Write down what you expect to find before you open it, and compare afterwards. Keep the parts in order. When you get stuck, stop, make tea, and come back later. Most of the repairs I am proudest of happened on the second attempt, after a night of thinking about the problem.' },
  { kind: 'p', text: 'Find your local repair cafe if there is one, and go even if you have nothing to fix. Hold the torch for someone. Ask questions. The people there will be happy to explain, and you will leave with a list of small tools worth owning and a better sense of what is worth saving. If there is no repair cafe near you, a library, a school or a community hall may be glad to host one; the volunteers tend to appear once the tables are set out.' },
  { kind: 'p', text: 'A year on, the bench is still in the corner of the spare room. It is messier than it was in January, and the notebook is nearly full. The desk lamp still works, and the crackle has never come back. I do not expect to fix everything, and I no longer try. But I open things now before I give up on them, and I find that I look at the objects around me with more curiosity, more patience and a little more gratitude for the people who made them well.' },
];

export function longStoryWordCount(): number {
  return LONG_STORY.reduce((total, block) => total + block.text.split(/\s+/).filter(Boolean).length, 0);
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The story as HTML for Ghost's Admin API (`?source=html`). */
export function longStoryHtml(): string {
  return LONG_STORY.map((block) => `<${block.kind}>${escapeHtml(block.text)}</${block.kind}>`).join('\n');
}

/** The story as Quire's content model: title and subtitle paragraphs first, as the editor saves it. */
export function longStoryBody(): { paragraphs: { name: string; type: string; text: string; markups: [] }[]; sections: { name: string; startIndex: number }[] } {
  const paragraphs = [
    { name: 'bench0', type: 'TITLE', text: LONG_STORY_TITLE, markups: [] as [] },
    { name: 'bench1', type: 'SUBTITLE', text: LONG_STORY_SUBTITLE, markups: [] as [] },
    ...LONG_STORY.map((block, i) => ({ name: `bench${i + 2}`, type: block.kind === 'h3' ? 'H3' : 'P', text: block.text, markups: [] as [] })),
  ];
  return { paragraphs, sections: [{ name: 'benchs0', startIndex: 0 }] };
}
