import { describe, expect, it } from 'vitest';
import { looksLikeSearchCrawler, verifySearchCrawler, type CrawlerDns } from './crawler';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

function dns(reverse: Record<string, string[]>, forward: Record<string, string[]>): CrawlerDns {
  return {
    reverse: async (ip) => reverse[ip] ?? Promise.reject(new Error('ENOTFOUND')),
    lookup: async (host) => forward[host] ?? Promise.reject(new Error('ENOTFOUND')),
  };
}

describe('search engine crawlers', () => {
  it('recognises them by user agent only as a first step', () => {
    expect(looksLikeSearchCrawler(GOOGLEBOT)).toBe(true);
    expect(looksLikeSearchCrawler('Mozilla/5.0 (compatible; bingbot/2.0)')).toBe(true);
    expect(looksLikeSearchCrawler('Mozilla/5.0 (X11; Linux x86_64) Chrome/130')).toBe(false);
  });

  it('verifies by reverse DNS under the engine and a forward lookup back to the address', async () => {
    const resolver = dns({ '66.249.66.1': ['crawl-66-249-66-1.googlebot.com'] }, { 'crawl-66-249-66-1.googlebot.com': ['66.249.66.1'] });
    expect(await verifySearchCrawler('66.249.66.1', GOOGLEBOT, { resolver })).toBe(true);
  });

  it('refuses a spoofed agent, a foreign host name, a forward mismatch and DNS failures', async () => {
    const resolver = dns(
      { '203.0.113.9': ['crawl.googlebot.com.evil.example'], '198.51.100.7': ['crawl-1.googlebot.com'] },
      { 'crawl.googlebot.com.evil.example': ['203.0.113.9'], 'crawl-1.googlebot.com': ['66.249.66.1'] },
    );
    expect(await verifySearchCrawler('203.0.113.9', GOOGLEBOT, { resolver })).toBe(false);
    expect(await verifySearchCrawler('198.51.100.7', GOOGLEBOT, { resolver })).toBe(false);
    expect(await verifySearchCrawler('192.0.2.1', GOOGLEBOT, { resolver })).toBe(false);
    expect(await verifySearchCrawler('66.249.66.1', 'curl/8', { resolver })).toBe(false);
  });
});
