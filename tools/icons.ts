/**
 * Renders the app icon `public/icon.svg` to the PNG sizes the web app
 * manifest and iOS need, in Chromium (Playwright). Run it after changing the
 * SVG and commit the PNGs: `node tools/icons.ts`.
 *
 * The SVG is a full square (no transparent corners) with the mark inside the
 * central 80 %, so the same PNG also serves as a maskable icon.
 */
import { readFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { headlessChromium } from './system-chromium.ts';

const sizes = { 'icon-192.png': 192, 'icon-512.png': 512, 'apple-touch-icon.png': 180 };
const executablePath = headlessChromium;

const svg = await readFile(new URL('../public/icon.svg', import.meta.url), 'utf8');
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const [file, size] of Object.entries(sizes)) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<style>html,body{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    await page.screenshot({ path: new URL(`../public/${file}`, import.meta.url).pathname, omitBackground: false });
    await page.close();
    console.log(`public/${file} ${size}×${size}`);
  }
} finally {
  await browser.close();
}
