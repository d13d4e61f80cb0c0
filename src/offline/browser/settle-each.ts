/**
 * Runs a task for each item, at most `concurrency` at a time, each on its
 * own: one that fails stops nothing (`Promise.allSettled` with a bound).
 * Workbox has no such helper (its precache is fetched one file at a time,
 * GoogleChrome/workbox#2528), and a library for these lines would weigh more.
 *
 * @example
 * const results = await settleEach(urls, 6, (url) => fetch(url));
 * results.filter((result) => result.status === 'rejected').length // how many failed
 */
export async function settleEach<T, R>(
  items: readonly T[],
  concurrency: number,
  task: (item: T) => Promise<R>,
): Promise<PromiseSettledResult<R>[]> {
  const results: PromiseSettledResult<R>[] = new Array(items.length);
  let next = 0;
  async function lane(): Promise<void> {
    while (next < items.length) {
      const index = next++;
      try {
        results[index] = { status: 'fulfilled', value: await task(items[index]) };
      } catch (reason) {
        results[index] = { status: 'rejected', reason };
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, lane));
  return results;
}
