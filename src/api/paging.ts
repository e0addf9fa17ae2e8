/** Reading every page of a paged list operation (app/builds, app/listMy, feedback, crashes). */
import pLimit from 'p-limit';
import type { Page } from './decode.js';

/**
 * Fetches page 1, then every further page the service announced, at most `concurrency` at once,
 * and returns the items in page order.
 * @param fetchPage fetches one 1-based page
 * @throws whatever `fetchPage` throws (the first failure; pages still running are awaited)
 */
export async function fetchAllPages<T>(
  fetchPage: (page: number) => Promise<Page<T>>,
  concurrency = 4,
): Promise<T[]> {
  const first = await fetchPage(1);
  const limit = pLimit(concurrency);
  const rest = Array.from({ length: Math.max(0, first.pageCount - 1) }, (_, index) => index + 2);
  const pages = await Promise.all(rest.map((page) => limit(() => fetchPage(page))));
  return [first, ...pages].flatMap((page) => page.items);
}
