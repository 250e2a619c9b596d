import { bq, h1, h2, h3, hr, img, ol, p, pq, pre, story, ul } from './builders';
import type { DemoStory } from './builders';

export const independentStories: DemoStory[] = [
  story(
    {
      key: 'reading-code-aloud',
      authorKey: 'edsger',
      title: 'Reading Code Aloud',
      subtitle: 'If you cannot say it, you probably do not understand it',
      tags: ['programming', 'code review', 'craft'],
      visibility: 'PUBLIC',
      published: true,
      publishedDaysAgo: 2,
    },
    [
      p(
        'A few years ago our team started doing something that felt faintly ridiculous: in code review, the author reads the change aloud to the reviewer. Not every line, but every function, in plain words, as if explaining it on the phone.',
      ),
      p(
        'The effect was immediate. Authors found their own bugs before the reviewer did, usually mid-sentence. “This loop goes over the orders, and for each one it… oh. It skips the last one.”',
      ),
      pre('for (let i = 0; i < orders.length - 1; i++) {\n  total += orders[i].amount;\n}', 'typescript'),
      p(
        'Say that loop out loud and the problem jumps out: *every order except the last*. Read it silently and your eye slides past the `- 1` because it looks like the hundred other loops you have written.',
      ),
      h3('What reading aloud forces'),
      ul(
        'You have to name things. If a variable is called `tmp2`, you will hear yourself say “temp two” and wince.',
        'You have to pick an order. Code that cannot be explained top to bottom usually cannot be understood that way either.',
        'You have to commit. Saying “this handles the edge cases” out loud invites the obvious question: which ones?',
      ),
      p(
        'It is slower than skimming a diff. It is much faster than finding the bug in production. And it makes review a conversation rather than a verdict, which is what it should have been all along.',
      ),
    ],
  ),

  story(
    {
      key: 'plain-text',
      authorKey: 'linus',
      title: 'The Quiet Virtue of Plain Text',
      subtitle: 'The file format that will outlive every app you use',
      tags: ['technology', 'productivity', 'software'],
      visibility: 'LOCKED',
      published: true,
      publishedDaysAgo: 7,
      previewImageKey: 'desk-morning',
    },
    [
      p(
        'I have notes from 1998 that I can still open. They are not in a word processor format, or a database, or a note-taking app that was acquired and shut down. They are plain text files, and they will open on whatever computer I own in 2050.',
      ),
      p(
        'Plain text is not fashionable. It has no bold, no images, no sync, no collaboration. What it has is longevity, and tools: every programming language can read it, every search tool can index it, and `grep` can find a phrase in ten thousand files faster than most apps can open one.',
      ),
      pre('$ grep -ril "tide tables" ~/notes\n/home/me/notes/2011/sailing.txt\n/home/me/notes/2019/ideas.txt', 'shell'),
      h3('A small system'),
      ul(
        'One folder per year, one file per topic.',
        'A date at the top of every entry, in a format that sorts: 2024-03-17.',
        'Links between notes written as file names, which is crude and works forever.',
      ),
      p(
        'The point is not that plain text is best for everything. It is that your most durable thoughts deserve your most durable format. Write the drafts anywhere you like. Keep the keepers somewhere that will still be readable when you are old.',
      ),
    ],
  ),

  story(
    {
      key: 'commonplace-book',
      authorKey: 'ada',
      title: 'How to Keep a Commonplace Book',
      subtitle: 'A notebook for other people’s sentences, and your own thinking',
      tags: ['writing', 'reading', 'notebooks'],
      visibility: 'PUBLIC',
      published: true,
      publishedDaysAgo: 12,
      previewImageKey: 'index-cards',
    },
    [
      p(
        'A commonplace book is a notebook in which you copy passages you want to keep: lines from books, overheard remarks, recipes, arguments, jokes. Scholars kept them for centuries. They are having a small revival, and I think the reason is that they do something a bookmark cannot.',
      ),
      img('index-cards', 'Mine started as index cards and became a notebook when the box got full.', 'INSET_CENTER_SMALL'),
      p(
        'When you search your own notes for {QUERY|commonplace}, you do not just find the passage. You find the day you copied it, the passages on either side, and the faint memory of why it mattered to you then.',
      ),
      h3('Getting started'),
      ul(
        'Use a notebook you like holding. You will open it more often.',
        'Copy by hand, word for word, with the source and the date.',
        'Leave space under each entry for what you think about it, now or later.',
        'Number the pages and keep a rough index at the back.',
      ),
      bq('Copying a sentence is the slowest way to read it, and the only way to read it twice at once.'),
      p(
        'After a year, read it from the beginning. You will find that the entries talk to each other in ways you did not plan, and that you have been circling the same three or four questions all along. That is the real use of the thing: it shows you what you actually care about.',
      ),
    ],
  ),

  story(
    {
      key: 'queues-post-office',
      authorKey: 'alan',
      title: 'The Mathematics of the Post Office Queue',
      subtitle: 'Why one line feeding many counters beats a line per counter',
      tags: ['mathematics', 'science', 'everyday'],
      visibility: 'LOCKED',
      published: true,
      publishedDaysAgo: 16,
    },
    [
      p(
        'There are two ways to queue at a row of counters. Either everyone picks a counter and joins its line, or everyone joins one long snake and goes to whichever counter is free next. The second feels slower because the line is longer. It is, on average, considerably faster, and much fairer.',
      ),
      h2('The intuition'),
      p(
        'With separate lines, one slow customer holds up everyone behind them while other counters sit idle. With a single line, no counter is ever idle while anyone is waiting. Same staff, same customers, less total waiting.',
      ),
      h3('The numbers'),
      p(
        'Queueing theory makes this precise. Suppose customers arrive at random and each takes a random time to serve. With three counters running at eighty per cent capacity, a single shared line cuts the average wait roughly in half compared with three separate lines, and it cuts the worst waits by even more.',
      ),
      ol(
        'Arrivals are random, so sometimes several people come at once.',
        'Service times vary, so some counters finish early and some late.',
        'A shared queue absorbs both kinds of luck; separate queues amplify them.',
      ),
      p(
        'The fairness matters as much as the speed. In a single line, you are served in the order you arrived. In separate lines, the person who joined after you at the next counter may leave first, and everyone notices.',
      ),
      pq('Same staff, same customers, less waiting, and nobody overtakes you.'),
      p('So when you see a post office with a single snaking queue and a voice calling “counter four, please”, you are looking at applied mathematics.'),
    ],
  ),

  story(
    {
      key: 'fix-bicycle',
      authorKey: 'radia',
      title: 'Why I Still Fix My Own Bicycle',
      subtitle: 'A case for understanding the machines you depend on',
      tags: ['cycling', 'repair', 'craft'],
      visibility: 'PUBLIC',
      published: true,
      publishedDaysAgo: 19,
      previewImageKey: 'bicycle-chain',
    },
    [
      img('bicycle-chain', 'A clean chain is a quiet chain.', 'INSET_LEFT'),
      p(
        'A bicycle is the last complicated machine most of us can understand completely. Every part is visible. Every failure makes a noise before it becomes a problem. With a few tools and an afternoon, you can take one apart and put it back together, and know exactly why it works.',
      ),
      p(
        'I started fixing my own because the shop was a week’s wait. I kept doing it because I liked knowing my bicycle the way you know a friend’s handwriting: the click that means the gears need adjusting, the squeal that means the brake pads are wet, the creak that is nothing at all.',
      ),
      h3('Four jobs anyone can learn'),
      ul(
        'Mending a puncture, which needs tyre levers, a patch kit and ten minutes.',
        'Cleaning and oiling the chain, which doubles its life.',
        'Adjusting brake cables, which is mostly a matter of turning one barrel.',
        'Indexing the gears, which looks like magic and is really just patience.',
      ),
      p(
        'There are excellent free guides online, and most cities have a community workshop where volunteers will show you how, using their tools, for the price of a cup of tea.',
      ),
      p('The day you fix something yourself, at the side of a road, with cold hands, you will ride home feeling ten feet tall.'),
    ],
  ),

  story(
    {
      key: 'index-card-ode',
      authorKey: 'margaret',
      title: 'An Ode to the Index Card',
      subtitle: 'Three by five inches of freedom',
      tags: ['writing', 'productivity', 'stationery'],
      visibility: 'UNLISTED',
      published: true,
      publishedDaysAgo: 23,
      previewImageKey: 'index-cards',
    },
    [
      p(
        'Every book I have written began as a pile of index cards on the floor. One idea per card, no more. The floor is essential: you need to be able to walk around the ideas and see them from above.',
      ),
      p(
        'The virtue of a card is that it is small enough to be humble. {COMMENT|You cannot write a whole chapter on one}, so you do not try. You write the idea, and then you move it, and moving it is where the thinking happens.',
      ),
      p(
        'Software has tried to replace the card many times, and some of it is very good. But a screen shows you twenty cards at a time, and a floor shows you two hundred. I have not found a substitute for standing over the whole book at once.',
      ),
      hr(),
      p('Buy a pack. Write one thing you are thinking about on each card. Put them on the floor. Stand up. See what happens.'),
    ],
  ),

  story(
    {
      key: 'soup-season',
      authorKey: 'katherine',
      title: 'Soup Season',
      subtitle: 'A recipe that is really a method, for cold evenings',
      tags: ['cooking', 'recipes', 'winter'],
      visibility: 'LOCKED',
      published: true,
      publishedDaysAgo: 8,
      previewImageKey: 'soup-pot',
    },
    [
      p(
        'When the evenings draw in I stop following soup recipes and start following a method. It works with whatever is in the fridge and it has never let me down.',
      ),
      img('soup-pot', 'Whatever was in the fridge, forty minutes later.'),
      h3('The method'),
      ol(
        'Soften an onion, slowly, in plenty of butter or oil. Give it ten minutes. This is where the flavour comes from.',
        'Add anything hard and chopped: carrots, celery, potatoes, squash. Stir until they glisten.',
        'Cover with stock by about two fingers, bring to a simmer and cook until everything is soft.',
        'Add anything soft or green in the last five minutes.',
        'Blend some or all of it, then season. Taste, and season again.',
      ),
      p(
        '{WARNING|Let the soup cool a little before blending, and never fill a blender more than half full with hot liquid.} The steam needs somewhere to go, and it will find a way.',
      ),
      p('A squeeze of lemon at the end makes almost every soup taste more like itself. Nobody knows why. Everybody who tries it keeps doing it.'),
    ],
  ),

  story(
    {
      key: 'debugging-conversation',
      authorKey: 'grace',
      title: 'Debugging Is a Conversation',
      subtitle: 'The computer is always telling you something. Learn to listen.',
      tags: ['programming', 'debugging', 'engineering'],
      visibility: 'PUBLIC',
      published: true,
      publishedDaysAgo: 25,
    },
    [
      p(
        'The worst debugging sessions I have had all went the same way. I had a theory, I kept changing the code to confirm it, and the computer kept politely telling me I was wrong. It took me an embarrassingly long time to stop arguing and start listening.',
      ),
      h1('Ask, do not guess'),
      p(
        'A bug is a difference between what you believe the program does and what it actually does. Every useful step shrinks that gap by asking the program a question whose answer you do not already know. Print the value. Check the assumption. Read the error message, all of it, slowly.',
      ),
      pre('console.log({ user, permissions, requestedAction });\n// Expected permissions to include "write". It was an empty array.', 'javascript'),
      p(
        'One line like that can save an afternoon. Not because it is clever, but because it replaces a belief with a fact.',
      ),
      h1('Explain it to someone'),
      p(
        'When I am truly stuck I explain the problem to a colleague, step by step. Half the time I find the answer before they say a word. [Edsger](@edsger) calls this “reading the bug aloud” and has written about it far better than I could.',
      ),
      p(
        'The computer is never being difficult. It is doing exactly what it was told, and it is always willing to tell you what that was. The conversation goes better when you let it speak.',
      ),
    ],
  ),

  story(
    {
      key: 'drawing-at-forty',
      authorKey: 'tim',
      title: 'Learning to Draw at Forty',
      subtitle: 'On being a beginner again, on purpose',
      tags: ['drawing', 'learning', 'art'],
      visibility: 'LOCKED',
      published: true,
      publishedDaysAgo: 28,
      previewImageKey: 'sketchbook',
    },
    [
      p(
        'I decided to learn to draw the week I turned forty. Not because I had any talent, but because I could not remember the last time I had been truly bad at something in public, and I suspected that was not good for me.',
      ),
      img('sketchbook', 'Page forty-one. The cup is still wrong, but the shadow is right.', 'OUTSET_CENTER'),
      p(
        'The first month was humbling. My drawings looked like the drawings of a child, except a child would have been having more fun. I drew my coffee cup every morning and every morning it came out lopsided.',
      ),
      p(
        'Then, slowly, I started to see differently. Drawing is mostly looking. You learn that the shadow under the cup is darker than you thought, that the ellipse of the rim is flatter, that the handle is further round. The hand follows the eye, eventually.',
      ),
      pq('Drawing is mostly looking. The hand follows the eye, eventually.'),
      p(
        'A year on I am not good, but I am better, and I have a sketchbook full of coffee cups to prove it. More importantly, I remember what it feels like to be a beginner, and I am kinder to the beginners at work because of it.',
      ),
    ],
  ),

  story(
    {
      key: 'well-named-variable',
      authorKey: 'edsger',
      title: 'The Small Joy of a Well-Named Variable',
      subtitle: 'Naming is most of the design, and nobody gives it enough time',
      tags: ['programming', 'naming', 'craft'],
      visibility: 'PUBLIC',
      published: true,
      publishedDaysAgo: 32,
    },
    [
      p(
        'There is a particular pleasure in renaming a variable and watching a confusing function become obvious. Nothing about its behaviour has changed. The code is just suddenly honest about what it does.',
      ),
      pre('// before\nconst d = items.filter((x) => x.t > n);\n\n// after\nconst overdueInvoices = invoices.filter((invoice) => invoice.dueAt < now);', 'typescript'),
      p(
        'The second version is longer, and it is better in every way that matters. It says what the collection contains, what the condition means, and — by spelling out `dueAt` and `now` — it reveals that the original comparison was the wrong way round.',
      ),
      h3('Some rules of thumb'),
      ul(
        'Name things for what they mean, not for what they are: `retryDelay`, not `number2`.',
        'Booleans should read as questions: `isExpired`, `hasAccess`, `canEdit`.',
        'The wider the scope, the longer the name. A loop index can be `i`; a module export cannot.',
        'If you cannot find a good name, the thing may be doing two jobs.',
      ),
      p('Good names are not decoration. They are the cheapest documentation you will ever write, and the only kind that is guaranteed to be read.'),
    ],
  ),

  story(
    {
      key: 'rivers-remember',
      authorKey: 'barbara',
      title: 'What Rivers Remember',
      subtitle: 'Reading a valley’s history in the shape of its water',
      tags: ['nature', 'geography', 'rivers'],
      visibility: 'LOCKED',
      published: true,
      publishedDaysAgo: 45,
      previewImageKey: 'river-bend',
    },
    [
      p(
        'Fly over any lowland river and you will see that it does not run straight. It loops and doubles back, leaving crescent-shaped lakes where old bends have been cut off. Those shapes are a record of every flood the valley has seen.',
      ),
      img('river-bend', 'A meander about to become an oxbow lake.', 'FULL_WIDTH'),
      p(
        'A bend grows because water moves faster on the outside of the curve, eating into the bank, and slower on the inside, dropping sand and gravel. Over decades the loop swings wider and wider, until one day a flood cuts straight across its neck and the river takes the short way home.',
      ),
      h3('Reading the landscape'),
      p(
        'Once you know to look, the old river is everywhere: a curved line of willows in a field that is slightly damper than the rest, a hedge that follows a bank no longer there, a parish boundary that wiggles for no apparent reason because it once followed the water.',
      ),
      p(
        'We have spent two centuries straightening rivers to move boats and drain fields. Many of those projects are now being reversed, letting rivers wander again, because a river with room to move floods more gently and holds more life. The valley, it turns out, remembered how.',
      ),
    ],
  ),

  story(
    {
      key: 'estimating-not-promising',
      authorKey: 'linus',
      title: 'Estimating Is Not Promising',
      subtitle: 'How to give a number without signing a contract',
      tags: ['software', 'management', 'planning'],
      visibility: 'UNLISTED',
      published: true,
      publishedDaysAgo: 50,
    },
    [
      p(
        'Most arguments about software estimates are really arguments about what an estimate is. The engineer thinks they were asked for a guess. The manager thinks they were given a promise. Both are disappointed.',
      ),
      p(
        'An estimate is a statement about uncertainty. “Two weeks” means very little on its own. “Probably two weeks, almost certainly less than five, and we will know much more after the first three days” is an estimate someone can plan around.',
      ),
      h3('What has worked for me'),
      ol(
        'Give a range, never a single number.',
        'Say what would make it longer, out loud, at the start.',
        'Set a date to re-estimate, and keep it.',
        'Break work down until each piece is small enough to be wrong by days rather than weeks.',
      ),
      p(
        'None of this makes estimates accurate. It makes them honest, which turns out to be what people needed all along.',
      ),
    ],
  ),
];
