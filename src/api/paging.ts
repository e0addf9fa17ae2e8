/** Reading every page of a paged list operation (app/builds, app/listMy, feedback, crashes). */
import pLimit from 'p-limit';
import type { Page } from './decode.js';

/**
 * Fetches page 1, then every further page the service announced, at most `concurrency` at once,
 * and returns the items in page order. After the first failure no further page is requested;
 * pages already being fetched are awaited (their results dropped) before the failure is thrown,
 * so nothing of this call still runs when it returns.
 * @param fetchPage fetches one 1-based page
 * @throws whatever `fetchPage` threw first
 */
export async function fetchAllPages<T>(
  fetchPage: (page: number) => Promise<Page<T>>,
  concurrency = 4,
): Promise<T[]> {
  const first = await fetchPage(1);
  const limit = pLimit(concurrency);
  const rest = Array.from({ length: Math.max(0, first.pageCount - 1) }, (_, index) => index + 2);
  let failure: { error: unknown } | undefined;
  const pages = await Promise.all(
    rest.map((page) =>
      limit(async () => {
        if (failure) return undefined;
        try {
          return await fetchPage(page);
        } catch (error) {
          failure ??= { error };
          return undefined;
        }
      }),
    ),
  );
  if (failure) throw failure.error;
  return [first, ...pages].flatMap((page) => page?.items ?? []);
}
