/**
 * The thread that reads the earlier revisions (`content/revisions/`) while the
 * main thread reads the texts, where there are many (`readContent`'s
 * `ReadOptions.revisionsThread`). It reads them as the main thread would
 * (`readClaimedRevisions`), each file it claims from the count it shares with
 * the main thread, which claims the rest once it has read the texts; it sends
 * what it read with the problems found, each front matter as it can cross
 * (`sentYaml`), then sets `sent`: the main thread waits on it. Whatever fails
 * here is sent as an error, and the main thread reads the files it claimed.
 *
 * @example
 * new Worker(new URL('./revisions-thread.ts', import.meta.url), { workerData, transferList: [workerData.port] })
 */
import { workerData } from 'node:worker_threads';
import type { Problem } from './problems.ts';
import type { RevisionsThreadData, RevisionsThreadReply } from './read-revisions.ts';
import { sentYaml } from './yaml-source.ts';

const { root, gameIds, names, claims, port, sent } = workerData as RevisionsThreadData;

/** Sends the reply (once) and wakes the main thread. */
function reply(message: RevisionsThreadReply): void {
  if (Atomics.load(sent, 0) !== 0) return;
  port.postMessage(message);
  Atomics.store(sent, 0, 1);
  Atomics.notify(sent, 0);
}

// A thread that ends without a reply (its modules fail to load) still wakes the main thread.
process.on('exit', () => reply({ error: 'the revisions thread ended without reading' }));

try {
  const { readClaimedRevisions, sharedClaim } = await import('./read-revisions.ts');
  const problems: Problem[] = [];
  const revisions = readClaimedRevisions(
    root,
    names,
    new Set(gameIds),
    (file, line, message, severity = 'error') => problems.push({ severity, file, line, message }),
    sharedClaim(claims, names.length),
  );
  reply({
    revisions: revisions.map(({ index, revision }) => {
      const { frontMatter } = revision.source;
      return {
        index,
        revision: { ...revision, source: { ...revision.source, frontMatter: frontMatter && sentYaml(frontMatter) } },
      };
    }),
    problems,
  });
} catch (error) {
  reply({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}
