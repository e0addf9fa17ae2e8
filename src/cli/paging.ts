/** `--page N` and `--all` for the commands that list pages (apps, builds, feedback, crashes). */
import type { Command } from 'commander';
import { fetchAllPages, type Page } from '../api/index.js';
import type { CommandContext } from './context.js';
import { integerOption } from './options.js';

/** The paging options as commander parses them. */
export interface PagingOptions {
  page?: number;
  all?: boolean;
}

/** Adds --page and --all. */
export function addPagingOptions(command: Command): Command {
  return command
    .addOption(integerOption('--page <n>', 'which page', 1, 100_000).conflicts('all'))
    .option('--all', 'every page (fetched a few at a time)');
}

/**
 * Fetches the page asked for (or every page) and prints its items: the items alone with --json,
 * a table and a note on the other pages otherwise.
 */
export async function printPaged<T extends object>(
  context: CommandContext,
  options: PagingOptions,
  fetchPage: (page: number | undefined) => Promise<Page<T>>,
  human: (items: readonly T[]) => string,
): Promise<void> {
  if (options.all) {
    const items = await fetchAllPages(fetchPage);
    context.print(items, () => human(items));
    return;
  }
  const page = await fetchPage(options.page);
  context.print(page.items, () => human(page.items));
  if (!context.json && page.pageCount > 1) {
    const next =
      page.currentPage < page.pageCount ? `--page ${page.currentPage + 1} for the next, ` : '';
    context.note(`Page ${page.currentPage} of ${page.pageCount} (${next}--all for every page)`);
  }
}
