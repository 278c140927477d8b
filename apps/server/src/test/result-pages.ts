import type { FastifyInstance } from 'fastify';
import { MAX_RESULTS_PAGE_SIZE, type ResultsPage, type ResultView } from '@dorsal/core';

/** Every row of a report, read page by page through the public API as a client would. */
export async function allResultRows(app: FastifyInstance, url: string): Promise<ResultView[]> {
  const rows: ResultView[] = [];
  const separator = url.includes('?') ? '&' : '?';
  for (;;) {
    const answer = await app.inject({ url: `${url}${separator}offset=${rows.length}&limit=${MAX_RESULTS_PAGE_SIZE}` });
    if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.statusCode} ${answer.body}`);
    const page = answer.json<ResultsPage>();
    rows.push(...page.rows);
    if (page.rows.length === 0 || rows.length >= page.total) return rows;
  }
}
