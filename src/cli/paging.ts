/** `--page N` and `--all` for the commands that list pages (apps, builds, feedback, crashes). */
import type { Command } from 'commander';
import { fetchAllPages, type Page, type Transport } from '../api/index.js';
import { requiredAppKey } from './app-key.js';
import { apiCommand, type CommandContext, type RunEnvironment } from './context.js';
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
    await context.print(items, () => human(items));
    return;
  }
  const page = await fetchPage(options.page);
  await context.print(page.items, () => human(page.items));
  if (!context.json && page.pageCount > 1) {
    const next =
      page.currentPage < page.pageCount ? `--page ${page.currentPage + 1} for the next, ` : '';
    context.note(`Page ${page.currentPage} of ${page.pageCount} (${next}--all for every page)`);
  }
}

/** One page of an app's items, as both API versions' list operations take it (1-based page). */
export type AppPageLister<T> = (
  transport: Transport,
  appKey: string,
  page?: number,
) => Promise<Page<T>>;

/** A command that lists an app's items a page at a time (builds, feedback, crashes). */
export interface AppListCommand<T> {
  /**
   * Name and arguments, e.g. `feedback [APP_KEY]`: the first argument is the appKey, optional for
   * commander so that a missing key gets the way to find it (requiredAppKey).
   */
  nameAndArguments: string;
  description: string;
  /** The list operation of API 2.0 (the default) and of 1.0 (`--api v1`). */
  list: { v2: AppPageLister<T>; v1: AppPageLister<T> };
  /** The table of the items for people. */
  human: (items: readonly T[]) => string;
}

/** Adds a command that prints one page (`--page N`) or every page (`--all`) of an app's items. */
export function addAppListCommand<T extends object>(
  program: Command,
  environment: RunEnvironment,
  spec: AppListCommand<T>,
): Command {
  return apiCommand<PagingOptions>(
    program,
    environment,
    spec.nameAndArguments,
    spec.description,
    addPagingOptions,
    async (context, [givenAppKey], options) => {
      const appKey = requiredAppKey(givenAppKey);
      const transport = context.transport();
      const list = context.options.api === 'v1' ? spec.list.v1 : spec.list.v2;
      await printPaged(context, options, (page) => list(transport, appKey, page), spec.human);
    },
  );
}
