/**
 * What the service worker uses of its global scope, as types: the project's
 * TypeScript has the DOM's types, and the WebWorker library cannot be added
 * beside them (the two declare the same globals differently).
 *
 * @example
 * const worker = self as unknown as WorkerScope;
 * worker.addEventListener('install', (event) => event.waitUntil(work()));
 */
import type { PrecacheEntry } from 'workbox-precaching';

/** An event whose handler may extend the worker's life until a promise settles (install, activate, message). */
export interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

/** A message from a page. */
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}

/** A window of the site, controlled by the worker or not yet. */
interface WindowClient {
  postMessage(message: unknown): void;
}

export interface WorkerScope {
  /** The precache list, written in by workbox-build's `injectManifest`. */
  readonly __WB_MANIFEST: PrecacheEntry[];
  /** Its registration: `active` is the worker of the version in use, if any (this one, once activated). */
  readonly registration: { readonly active: object | null };
  readonly clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClient[]>;
    /** Makes this (active) worker the controller of the site's open pages that have none. */
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}
