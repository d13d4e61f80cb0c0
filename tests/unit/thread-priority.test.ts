/** The stamping workers give way to the main thread (`src/build/thread-priority.ts`): that thread alone, not the process. */
import { existsSync, readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { expect, test } from 'vitest';

const linux = existsSync('/proc/thread-self/stat');

/** A thread's nice value, from its `/proc` stat line (field 19). */
const niceOf = (stat: string) => Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);

test('a worker that gives way to the main thread runs nicer; the thread that started it does not', async () => {
  const module = new URL('../../src/build/thread-priority.ts', import.meta.url).href;
  const before = linux ? niceOf(readFileSync('/proc/thread-self/stat', 'utf8')) : undefined;
  const code = `
    const { parentPort } = require('node:worker_threads');
    const { readFileSync, existsSync } = require('node:fs');
    const stat = () => (existsSync('/proc/thread-self/stat') ? readFileSync('/proc/thread-self/stat', 'utf8') : '');
    import(${JSON.stringify(module)}).then(({ giveWayToTheMainThread }) => {
      const before = stat();
      giveWayToTheMainThread();
      parentPort.postMessage({ before, after: stat() });
    }, (error) => parentPort.postMessage({ error: String(error) }));`;
  const reply = await new Promise<{ before: string; after: string; error?: string }>((resolve, reject) => {
    const worker = new Worker(code, { eval: true });
    worker.once('message', (message) => {
      void worker.terminate();
      resolve(message);
    });
    worker.once('error', reject);
  });
  expect(reply.error).toBeUndefined();
  if (!linux) return expect(reply.after).toBe('');
  // Nice 10, or what it was if that was nicer still (a thread may not lower its nice value).
  expect(niceOf(reply.after)).toBe(Math.max(niceOf(reply.before), 10));
  expect(niceOf(readFileSync('/proc/thread-self/stat', 'utf8'))).toBe(before);
});
