export interface DemoPerson {
  key: string;
  name: string;
  bio: string;
  hue: number;
  member: boolean;
}

export const demoPeople: DemoPerson[] = [
  { key: 'ada', name: 'Ada Lovelace', bio: 'Writes about machines that weave patterns, and the poetry of numbers.', hue: 280, member: true },
  { key: 'grace', name: 'Grace Hopper', bio: 'Editor of The Long Read. Collects nanoseconds and well-made sentences.', hue: 210, member: true },
  { key: 'linus', name: 'Linus Pauling', bio: 'Chemist, walker, occasional cook. Notes from the bench and the kitchen.', hue: 30, member: false },
  { key: 'margaret', name: 'Margaret Hamilton', bio: 'Software, systems, and what it means to get it right the first time.', hue: 340, member: true },
  { key: 'alan', name: 'Alan Turing', bio: 'Long-distance runner. Thinks about thinking.', hue: 160, member: false },
  { key: 'katherine', name: 'Katherine Johnson', bio: 'Trajectories, tides and the arithmetic of getting home.', hue: 50, member: false },
  { key: 'edsger', name: 'Edsger Dijkstra', bio: 'Handwritten notes on simplicity. Editor of Field Notes.', hue: 120, member: false },
  { key: 'barbara', name: 'Barbara Liskov', bio: 'Abstractions, substitutions, and city walks.', hue: 0, member: false },
  { key: 'tim', name: 'Tim Berners-Lee', bio: 'Links, documents, and the web we could still have.', hue: 190, member: false },
  { key: 'radia', name: 'Radia Perlman', bio: 'Networks, trees, and the gardens that grow between them.', hue: 100, member: false },
];

export const demoCollections = [
  {
    key: 'the-long-read' as const,
    name: 'The Long Read',
    description: 'Essays that take their time: science, craft and culture, edited with care.',
    hue: 20,
    creator: 'grace',
    editors: ['ada'],
    writers: ['linus', 'margaret', 'katherine'],
  },
  {
    key: 'field-notes' as const,
    name: 'Field Notes',
    description: 'Short dispatches from gardens, kitchens, cities and workshops.',
    hue: 140,
    creator: 'edsger',
    editors: [],
    writers: ['alan', 'barbara', 'radia', 'tim'],
  },
];

export function demoEmail(key: string): string {
  return `${key}@quire.test`;
}
