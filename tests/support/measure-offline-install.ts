/**
 * How long a first visit on a slow link takes before the site works without
 * signal: a built site served gzip'd as a host would (`tools/serve-dist.ts`),
 * opened in Chromium with the page AND its service worker throttled by the
 * DevTools protocol (`Network.emulateNetworkConditions`: by default 400 ms
 * latency, 50 KB/s down and up), timed from the navigation to the moment the
 * site works without signal: the worker controls the page and its precache
 * holds every file of its list (read from `sw.js`, as generateSW or
 * injectManifest wrote it). Not a test: it prints figures (the before/after of
 * issue 23).
 *
 * Playwright's CDP sessions reach pages only; the service worker is a target of
 * its own, so the script speaks the protocol to the browser over a WebSocket
 * (`--remote-debugging-port`) and throttles each service worker as it starts,
 * before it runs (auto-attach, paused until throttled).
 *
 * @example
 * // node tests/support/measure-offline-install.ts dist 400 50
 * // dist: 247 files precached, offline after 21.4 s (page loaded after 2.9 s)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { serveDist } from '../../tools/serve-dist.ts';
import { headlessChromium } from '../../tools/system-chromium.ts';

const [dist = 'dist', latency = '400', kilobytesPerSecond = '50', path = '/en/ti4/component-limitations/'] =
  process.argv.slice(2);
const throughput = Number(kilobytesPerSecond) * 1024;
const conditions = {
  offline: false,
  latency: Number(latency),
  downloadThroughput: throughput,
  uploadThroughput: throughput,
};
const debuggingPort = 9300 + Math.floor(Math.random() * 600);

/** A minimal client of the DevTools protocol over the browser's WebSocket, with flat sessions. */
async function devtools(port: number) {
  const { webSocketDebuggerUrl } = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let id = 0;
  const pending = new Map<number, (result: unknown) => void>();
  const listeners: ((message: { method: string; params: Record<string, unknown>; sessionId?: string }) => void)[] = [];
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data));
    if (message.id !== undefined) pending.get(message.id)?.(message.result ?? message.error);
    else for (const listener of listeners) listener(message);
  });
  return {
    send(method: string, params: object = {}, sessionId?: string): Promise<unknown> {
      const messageId = ++id;
      socket.send(JSON.stringify({ id: messageId, method, params, ...(sessionId ? { sessionId } : {}) }));
      return new Promise((resolve) => pending.set(messageId, resolve));
    },
    on(listener: (typeof listeners)[number]) {
      listeners.push(listener);
    },
    close: () => socket.close(),
  };
}

const server = await serveDist(dist);
const browser = await chromium.launch({
  executablePath: headlessChromium,
  args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${debuggingPort}`],
});
try {
  const protocol = await devtools(debuggingPort);
  let precacheRequests = 0;
  // Every service worker, as it starts: paused, throttled, then run.
  protocol.on(async ({ method, params }) => {
    if (method !== 'Target.attachedToTarget') return;
    const sessionId = params.sessionId as string;
    await protocol.send('Network.enable', {}, sessionId);
    await protocol.send('Network.emulateNetworkConditions', conditions, sessionId);
    await protocol.send('Runtime.runIfWaitingForDebugger', {}, sessionId);
  });
  protocol.on(({ method, params }) => {
    if (method === 'Network.requestWillBeSent' && !String((params.request as { url: string }).url).endsWith('/sw.js'))
      precacheRequests += 1;
  });
  await protocol.send('Target.setAutoAttach', {
    autoAttach: true,
    waitForDebuggerOnStart: true,
    flatten: true,
    filter: [{ type: 'service_worker', exclude: false }, { exclude: true }],
  });

  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const page = await context.newPage();
  const pageSession = await context.newCDPSession(page);
  await pageSession.send('Network.enable');
  await pageSession.send('Network.emulateNetworkConditions', conditions);
  const manifest = readFileSync(join(dist, 'sw.js'), 'utf8').match(/url:\s*"[^"]+"|"url":"[^"]+"/g) ?? [];
  const started = performance.now();
  await page.goto(new URL(path, server.url).href);
  const loaded = performance.now();
  // Offline is ready when the worker controls the page and its precache holds every file of its list.
  let cached = 0;
  for (;;) {
    const state = await page.evaluate(async () => {
      const name = (await caches.keys()).find((key) => key.startsWith('workbox-precache'));
      return {
        controlled: Boolean(navigator.serviceWorker.controller),
        cached: name ? (await (await caches.open(name)).keys()).length : 0,
      };
    });
    cached = state.cached;
    if (state.controlled && cached >= manifest.length) break;
    await page.waitForTimeout(200);
  }
  const offline = performance.now();
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `${dist}: ${latency} ms latency, ${kilobytesPerSecond} KB/s; ${cached} files precached (${precacheRequests} requests by the worker), ` +
      `offline after ${seconds(offline - started)} (page loaded after ${seconds(loaded - started)})`,
  );
  protocol.close();
} finally {
  await browser.close();
  await server.close();
}
