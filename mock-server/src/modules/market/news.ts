import type { NewsArticle } from 'shared-api/contract/market';
import { z } from 'zod';

/** More than any news screen shows; the rest of a large answer is dropped. */
export const MAX_ARTICLES = 50;
const MAX_DESCRIPTION = 600;

const isWebUrl = (text: string): boolean => {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

/** The envelope must be right; single articles are checked one by one and a bad one is dropped. */
const providerNews = z.object({ articles: z.array(z.unknown()) });

const providerArticle = z.object({
  title: z.string().trim().min(1).max(400),
  url: z.string().trim().max(2000).refine(isWebUrl),
  source: z.object({ name: z.string().trim().nullish() }).nullish(),
  publishedAt: z.string().refine((text) => !Number.isNaN(Date.parse(text))),
  description: z.string().trim().nullish(),
});

/** NewsAPI's placeholder for an article taken down by its publisher. */
const REMOVED = '[Removed]';

const toArticle = (raw: unknown): NewsArticle | null => {
  const parsed = providerArticle.safeParse(raw);
  if (!parsed.success || parsed.data.title === REMOVED) return null;
  const { title, url, source, publishedAt, description } = parsed.data;
  return {
    title,
    source: { name: source?.name || new URL(url).hostname },
    publishedAt: new Date(publishedAt).toISOString(),
    description: description ? description.slice(0, MAX_DESCRIPTION) : null,
    url,
  };
};

/**
 * Keeps the usable articles of a provider answer: a title, an http(s) link and a real date; each link once.
 * Throws when the answer is not a news list at all.
 */
export const parseNews = (body: unknown): NewsArticle[] => {
  const seen = new Set<string>();
  const articles: NewsArticle[] = [];
  for (const raw of providerNews.parse(body).articles) {
    const article = toArticle(raw);
    if (!article || seen.has(article.url)) continue;
    seen.add(article.url);
    articles.push(article);
    if (articles.length === MAX_ARTICLES) break;
  }
  return articles;
};
