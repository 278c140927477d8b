import { LRUCache } from 'lru-cache';
import { siteMarkdownTexts, type MarkdownTree, type SiteConfig } from '@dorsal/core';
import { markdownTree } from '@dorsal/core/markdown/parse-markdown';

type SiteMarkdown = Record<string, MarkdownTree>;

/**
 * The Markdown trees of a published site's text sections (`siteMarkdownKey` → tree), which its visitors' browsers draw
 * without the parser. Every page request and `GET /api/site` reads the site again, so each published version is
 * parsed once per instance and kept (bounded by the texts' length); publishing gives a new version.
 */
export function createSiteMarkdown(options: { maxChars?: number } = {}) {
  const cache = new LRUCache<string, SiteMarkdown>({ maxSize: options.maxChars ?? 16_000_000, sizeCalculation: (trees) => JSON.stringify(trees).length + 1 });
  return function siteMarkdown(site: { id: number; publishedAt: Date | string | null }, config: Pick<SiteConfig, 'pages'>): SiteMarkdown {
    const version = `${site.id}@${site.publishedAt === null ? '' : new Date(site.publishedAt).getTime()}`;
    let trees = cache.get(version);
    if (!trees) {
      trees = Object.fromEntries(siteMarkdownTexts(config).map(({ key, text }) => [key, markdownTree(text)]));
      cache.set(version, trees);
    }
    return trees;
  };
}
