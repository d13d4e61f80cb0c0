/**
 * The build's main thread renders the pages until the end: it is the
 * critical path. On a machine with few cores, a worker whose work nothing
 * waits for until the end (stamping pages) lowers its own priority, so that
 * the main thread goes first and the worker takes the time it leaves. On
 * Linux a thread has its own nice value (`/proc/thread-self` names it);
 * elsewhere, or where that fails, the thread keeps its priority.
 *
 * @example
 * giveWayToTheMainThread(); // once, as the worker starts stamping
 */
import { readlinkSync } from 'node:fs';
import { constants, setPriority } from 'node:os';

/** Makes this thread (not the process) nicer: `PRIORITY_BELOW_NORMAL`, nice 10. Never throws. */
export function giveWayToTheMainThread(): void {
  try {
    const thread = Number(readlinkSync('/proc/thread-self').split('/').at(-1));
    if (Number.isInteger(thread) && thread > 0) setPriority(thread, constants.priority.PRIORITY_BELOW_NORMAL);
  } catch {
    // Not Linux, or not allowed: the thread runs at the priority it has.
  }
}
