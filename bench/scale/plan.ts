// How many rows of each kind a scale gets. Everything grows with the number of stories, so comparing two
// scales asks one question: does any page get slower when every table is 100 times larger?

export interface FillPlan {
  /** The scale's name in reports and in its database's name. */
  name: string;
  stories: number;
  /** Responses are posts too; feeds and lists must skip them. */
  responses: number;
  users: number;
  publications: number;
  tags: number;
  claps: number;
  userFollows: number;
  publicationFollows: number;
  reads: number;
}

export const MILLION = 1_000_000;

/** Ratios of the 1M-story target: 100k users, ~1k publications, 10M claps, ~5M follows, ~2M reads. */
const PER_STORY = {
  responses: 0.05,
  users: 0.1,
  publications: 0.001,
  claps: 10,
  userFollows: 4,
  publicationFollows: 1,
  reads: 2,
};

/** A tag vocabulary does not grow with the stories: 2,000 tags at every scale, as on a real site. */
export const TAG_COUNT = 2_000;
/** The bench reader's own graph: the same at every scale. */
export const READER = { follows: 100, publicationFollows: 10, topicFollows: 3, reads: 200, claps: 100 } as const;
/** Smallest populations, so the reader can follow 100 people and 10 publications at any scale. */
const MIN_USERS = 1_000;
const MIN_PUBLICATIONS = 20;

export function fillPlan(stories: number): FillPlan {
  if (!Number.isInteger(stories) || stories < 1_000) throw new Error(`a scale needs at least 1,000 stories, got ${stories}`);
  const scaled = (ratio: number, min = 0) => Math.max(min, Math.round(stories * ratio));
  return {
    name: scaleName(stories),
    stories,
    responses: scaled(PER_STORY.responses),
    users: scaled(PER_STORY.users, MIN_USERS),
    publications: scaled(PER_STORY.publications, MIN_PUBLICATIONS),
    tags: TAG_COUNT,
    claps: scaled(PER_STORY.claps),
    userFollows: scaled(PER_STORY.userFollows),
    publicationFollows: scaled(PER_STORY.publicationFollows),
    reads: scaled(PER_STORY.reads),
  };
}

/** 10000 → "10k", 1000000 → "1m", 2500000 → "2500k". */
export function scaleName(stories: number): string {
  if (stories % MILLION === 0) return `${stories / MILLION}m`;
  if (stories % 1_000 === 0) return `${stories / 1_000}k`;
  return String(stories);
}

/** "10k" → 10000, "1m" → 1000000, "250000" → 250000. */
export function parseScale(text: string): number {
  const match = /^(\d+(?:\.\d+)?)([km]?)$/i.exec(text.trim());
  if (!match) throw new Error(`"${text}" is not a scale (write 10k, 1m or a number of stories)`);
  const unit = match[2]!.toLowerCase();
  const value = Number(match[1]) * (unit === 'm' ? MILLION : unit === 'k' ? 1_000 : 1);
  if (!Number.isInteger(value)) throw new Error(`"${text}" is not a whole number of stories`);
  return value;
}

export function databaseName(plan: FillPlan): string {
  return `quire_scale_${plan.name}`;
}
