/**
 * The allow-list of embed providers. A link to one of them becomes an iframe without fetching anything:
 * the provider's player is shown inside our own frame page (/media/frame/{id}), whose CSP lets in that
 * provider's origin and nothing else.
 */

export const PROVIDERS = ['youtube', 'vimeo', 'codepen', 'gist'] as const;
export type ProviderName = (typeof PROVIDERS)[number];

/**
 * How the frame's height is found: `ratio` keeps the stored width:height, `fixed` keeps the stored height,
 * `content` follows the embedded document's own height.
 */
export type FrameSizing = 'ratio' | 'fixed' | 'content';

export interface ProviderPolicy {
  /** `player`: the provider's URL in an iframe. `script`: the provider's script in a sandboxed document. */
  kind: 'player' | 'script';
  sizing: FrameSizing;
  /** Origins the frame page may load frames, scripts and styles from. */
  frameSrc: readonly string[];
  scriptSrc: readonly string[];
  styleSrc: readonly string[];
}

export const PROVIDER_POLICIES: Readonly<Record<ProviderName, ProviderPolicy>> = {
  youtube: { kind: 'player', sizing: 'ratio', frameSrc: ['https://www.youtube-nocookie.com'], scriptSrc: [], styleSrc: [] },
  vimeo: { kind: 'player', sizing: 'ratio', frameSrc: ['https://player.vimeo.com'], scriptSrc: [], styleSrc: [] },
  codepen: { kind: 'player', sizing: 'fixed', frameSrc: ['https://codepen.io'], scriptSrc: [], styleSrc: [] },
  gist: {
    kind: 'script',
    sizing: 'content',
    frameSrc: [],
    scriptSrc: ['https://gist.github.com'],
    styleSrc: ['https://github.githubassets.com'],
  },
};

export interface ProviderEmbed {
  provider: ProviderName;
  /** The player's address (or, for `script` providers, the script's). */
  embedUrl: string;
  width: number;
  height: number;
  title: string;
}

const VIDEO = { width: 640, height: 360 } as const;
const VERTICAL_VIDEO = { width: 360, height: 640 } as const;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** YouTube's `t` / `start` as seconds: `90`, `90s`, `1m30s`, `1h2m3s`. */
function startSeconds(value: string | null): number | null {
  if (!value) return null;
  const match = /^(?:(\d{1,2})h)?(?:(\d{1,3})m)?(?:(\d{1,6})s?)?$/.exec(value);
  if (!match || value === '') return null;
  const seconds = Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
  return seconds > 0 ? seconds : null;
}

function youtube(url: URL, host: string): ProviderEmbed | null {
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  let vertical = false;
  if (host === 'youtu.be') id = segments[0];
  else if (host === 'youtube-nocookie.com') id = segments[0] === 'embed' ? segments[1] : undefined;
  else if (url.pathname === '/watch') id = url.searchParams.get('v') ?? undefined;
  else if (segments[0] === 'shorts') {
    id = segments[1];
    vertical = true;
  } else if (segments[0] === 'embed' || segments[0] === 'live' || segments[0] === 'v') id = segments[1];
  if (!id || !YOUTUBE_ID.test(id)) return null;
  const player = new URL(`https://www.youtube-nocookie.com/embed/${id}`);
  const start = startSeconds(url.searchParams.get('t') ?? url.searchParams.get('start'));
  if (start) player.searchParams.set('start', String(start));
  return { provider: 'youtube', embedUrl: player.href, ...(vertical ? VERTICAL_VIDEO : VIDEO), title: 'YouTube video' };
}

function vimeo(url: URL, host: string): ProviderEmbed | null {
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  let hash = url.searchParams.get('h');
  if (host === 'player.vimeo.com') {
    if (segments[0] === 'video' && segments.length === 2) id = segments[1];
  } else if (segments.length <= 2 && /^\d+$/.test(segments[0] ?? '')) {
    // /123, or /123/abcdef for an unlisted video
    id = segments[0];
    hash = segments[1] ?? hash;
  } else if (segments[0] === 'channels' && segments.length === 3) {
    id = segments[2];
  } else if ((segments[0] === 'groups' || segments[0] === 'album') && segments.length === 4 && /^videos?$/.test(segments[2] ?? '')) {
    id = segments[3];
  }
  if (!id || !/^\d{1,12}$/.test(id)) return null;
  const player = new URL(`https://player.vimeo.com/video/${id}`);
  if (hash) {
    if (!/^[0-9a-f]{6,20}$/.test(hash)) return null;
    player.searchParams.set('h', hash);
  }
  return { provider: 'vimeo', embedUrl: player.href, ...VIDEO, title: 'Vimeo video' };
}

function codepen(url: URL): ProviderEmbed | null {
  const [user, kind, hash] = url.pathname.split('/').filter(Boolean);
  if (!user || !kind || !hash) return null;
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(user) || !/^(pen|full|details|embed|debug)$/.test(kind) || !/^[A-Za-z0-9]{4,12}$/.test(hash)) return null;
  const player = new URL(`https://codepen.io/${user}/embed/${hash}`);
  player.searchParams.set('default-tab', 'result');
  return { provider: 'codepen', embedUrl: player.href, width: 800, height: 450, title: `CodePen by ${user}` };
}

function gist(url: URL): ProviderEmbed | null {
  const segments = url.pathname.replace(/\.js$/, '').split('/').filter(Boolean);
  const [user, id] = segments.length === 1 ? [null, segments[0]] : segments;
  if (!id || segments.length > 2 || !/^[0-9a-f]{20,40}$/.test(id)) return null;
  if (user !== null && user !== undefined && !/^[A-Za-z0-9-]{1,39}$/.test(user)) return null;
  const script = `https://gist.github.com/${user ? `${user}/` : ''}${id}.js`;
  return { provider: 'gist', embedUrl: script, width: 700, height: 250, title: user ? `GitHub gist by ${user}` : 'GitHub gist' };
}

/** The provider embed for a link, or null when the link is not to an allow-listed provider. */
export function providerEmbed(url: URL): ProviderEmbed | null {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.port !== '' || url.username || url.password) return null;
  const host = url.hostname.toLowerCase().replace(/^(www|m)\./, '');
  switch (host) {
    case 'youtube.com':
    case 'youtu.be':
    case 'youtube-nocookie.com':
      return youtube(url, host);
    case 'vimeo.com':
    case 'player.vimeo.com':
      return vimeo(url, host);
    case 'codepen.io':
      return codepen(url);
    case 'gist.github.com':
      return gist(url);
    default:
      return null;
  }
}

/** An embed address is only ever served if it still belongs to its provider (a guard against a tampered row). */
export function belongsToProvider(provider: ProviderName, embedUrl: string): boolean {
  const policy = PROVIDER_POLICIES[provider];
  let origin: string;
  try {
    origin = new URL(embedUrl).origin;
  } catch {
    return false;
  }
  return (policy.kind === 'player' ? policy.frameSrc : policy.scriptSrc).includes(origin);
}

export function isProviderName(value: string): value is ProviderName {
  return (PROVIDERS as readonly string[]).includes(value);
}
