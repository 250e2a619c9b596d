import { promises as dns } from 'node:dns';

/** Search engines that may read a whole member-only story when its writer allows it, by user agent and by the host names their crawlers resolve to. */
const SEARCH_ENGINES = [
  { agent: /Googlebot|Google-InspectionTool|GoogleOther/i, hosts: ['.googlebot.com', '.google.com', '.googleusercontent.com'] },
  { agent: /bingbot|BingPreview/i, hosts: ['.search.msn.com'] },
  { agent: /DuckDuckBot/i, hosts: ['.duckduckgo.com'] },
  { agent: /YandexBot/i, hosts: ['.yandex.ru', '.yandex.net', '.yandex.com'] },
  { agent: /Applebot/i, hosts: ['.applebot.apple.com'] },
] as const;

/** A user agent that says it is a search engine's crawler (not proof: anyone can send it). */
export function looksLikeSearchCrawler(userAgent: string): boolean {
  return SEARCH_ENGINES.some((engine) => engine.agent.test(userAgent));
}

export interface CrawlerDns {
  reverse(ip: string): Promise<string[]>;
  lookup(host: string): Promise<string[]>;
}

const systemDns: CrawlerDns = {
  reverse: (ip) => dns.reverse(ip),
  lookup: async (host) => (await dns.lookup(host, { all: true })).map((a) => a.address),
};

/** The resolver in use: the system's, unless a test puts its own (`setCrawlerResolver`). */
let activeResolver: CrawlerDns | null = null;

/** For tests: answers DNS questions about crawlers from a fixed table (null: the system's resolver again). */
export function setCrawlerResolver(resolver: CrawlerDns | null): void {
  activeResolver = resolver;
}

const DNS_TIMEOUT_MS = 1500;
const VERIFIED_TTL_MS = 6 * 3_600_000;
const verified = new Map<string, { ok: boolean; until: number }>();

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error('dns timeout')), DNS_TIMEOUT_MS).unref())]);
}

/**
 * A search engine's crawler as its operator documents checking it: the user agent names the engine, the
 * address's reverse DNS name is under the engine's domain, and that name resolves back to the address.
 * Any failure (no DNS here, a timeout) answers false: the crawler then gets the preview like everyone.
 */
export async function verifySearchCrawler(ip: string, userAgent: string, options: { resolver?: CrawlerDns; now?: number } = {}): Promise<boolean> {
  const engine = SEARCH_ENGINES.find((e) => e.agent.test(userAgent));
  if (!engine || !ip) return false;
  const now = options.now ?? 0;
  const key = `${ip}|${engine.hosts[0]}`;
  const injected = options.resolver ?? activeResolver;
  const cached = injected ? undefined : verified.get(key);
  if (cached && cached.until > now) return cached.ok;
  const resolver = injected ?? systemDns;
  let ok = false;
  try {
    const names = await withTimeout(resolver.reverse(ip));
    for (const name of names) {
      const host = name.toLowerCase().replace(/\.$/, '');
      if (!engine.hosts.some((suffix) => host.endsWith(suffix))) continue;
      if ((await withTimeout(resolver.lookup(host))).includes(ip)) {
        ok = true;
        break;
      }
    }
  } catch {
    ok = false;
  }
  if (!injected) {
    if (verified.size > 10_000) verified.clear();
    verified.set(key, { ok, until: now + VERIFIED_TTL_MS });
  }
  return ok;
}
