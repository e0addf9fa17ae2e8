/** fetchAllPages: every announced page, in page order; after a failure, no further request. */
import { describe, expect, it } from 'vitest';
import type { Page } from '../../../src/api/decode.js';
import { fetchAllPages } from '../../../src/api/paging.js';

/** A page whose answer the test releases by hand. */
interface Pending {
  page: number;
  resolve: (items: number[]) => void;
  reject: (error: Error) => void;
}

/** fetchPage for `pageCount` pages: page 1 answers at once, the others wait in `pending`. */
function pagesByHand(pageCount: number) {
  const requested: number[] = [];
  const pending: Pending[] = [];
  const fetchPage = (page: number): Promise<Page<number>> => {
    requested.push(page);
    if (page === 1) return Promise.resolve({ items: [1], currentPage: 1, pageCount });
    return new Promise((resolve, reject) => {
      pending.push({
        page,
        resolve: (items) => {
          resolve({ items, currentPage: page, pageCount });
        },
        reject,
      });
    });
  };
  return { requested, pending, fetchPage };
}

/** Lets queued promise callbacks run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('fetchAllPages', () => {
  it('returns the items of every page in page order', async () => {
    const hand = pagesByHand(4);
    const all = fetchAllPages(hand.fetchPage, 2);
    for (let round = 0; round < 3; round += 1) {
      await settle();
      // The later page first: the order of the answers must not matter.
      for (const { page, resolve } of hand.pending.splice(0).reverse()) resolve([page]);
    }
    await expect(all).resolves.toEqual([1, 2, 3, 4]);
  });

  it('requests no further page after a failure and throws once the running pages are done', async () => {
    const hand = pagesByHand(10);
    let outcome: unknown;
    const all = fetchAllPages(hand.fetchPage, 2).catch((error: unknown) => {
      outcome = error;
    });
    await settle();
    expect(hand.requested).toEqual([1, 2, 3]);
    const [second, third] = hand.pending as [Pending, Pending];
    second.reject(new Error('page 2 failed'));
    await settle();
    // Page 3 is still being fetched: the call has not returned yet.
    expect(outcome).toBeUndefined();
    third.resolve([3]);
    await all;
    expect(outcome).toEqual(new Error('page 2 failed'));
    expect(hand.requested).toEqual([1, 2, 3]);
  });
});
