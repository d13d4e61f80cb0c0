/**
 * Lighthouse (mobile preset: a mid-range phone on a slow 4G link, simulated)
 * on a topic page of the built site, served locally with gzip like a
 * production host. Prints the four category scores and exits non-zero below
 * the targets: performance 98, accessibility, best practices and SEO 100.
 *
 * Run after a build: `npm run lighthouse [-- /ru/ti4/component-limitations/]`.
 * Browser: CHROMIUM_PATH, or Debian's /usr/bin/chromium, or chrome-launcher's own search.
 */
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { serveDist } from './serve-dist.ts';
import { systemChromium } from './system-chromium.ts';

const path = process.argv[2] ?? '/en/ti4/component-limitations/';
const targets = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };
const chromePath = systemChromium;

if (!existsSync('dist/index.html')) throw new Error('no dist/: run `npm run build` first');
const server = await serveDist('dist');
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
});
let failed = false;
try {
  const url = new URL(path, server.url).href;
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
  if (!result) throw new Error('Lighthouse returned no result');
  const { categories, audits } = result.lhr;
  console.log(`Lighthouse ${result.lhr.lighthouseVersion}, ${result.lhr.configSettings.formFactor}, ${url}`);
  for (const [id, target] of Object.entries(targets)) {
    const score = Math.round((categories[id]?.score ?? 0) * 100);
    const ok = score >= target;
    failed ||= !ok;
    console.log(
      `  ${categories[id]?.title.padEnd(16)} ${String(score).padStart(3)}  (target ${target}) ${ok ? 'ok' : 'FAIL'}`,
    );
    if (!ok) {
      for (const ref of categories[id]?.auditRefs ?? []) {
        const audit = audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
          console.log(`      - ${audit.id}: ${audit.title} ${audit.displayValue ?? ''}`);
      }
    }
  }
  for (const id of [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
    'speed-index',
  ]) {
    console.log(`  ${audits[id]?.title.padEnd(26)} ${audits[id]?.displayValue}`);
  }
} finally {
  chrome.kill();
  await server.close();
}
process.exit(failed ? 1 : 0);
