/**
 * What the import rules (`.dependency-cruiser.cjs`, `npm run check:imports`)
 * cannot see: the scripts of `.astro` files, which Vite bundles for the
 * browser. Each imports browser code (a `browser/` folder) or shared code,
 * never build-only code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { expect, test } from 'vitest';

const root = resolve(import.meta.dirname, '..', '..');
/** The build-only code, as the import rules name it. */
const rules = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as {
  forbidden: { name: string; to: { path?: string } }[];
};
const buildOnly = new RegExp(rules.forbidden.find((rule) => rule.name === 'browser-code-uses-no-build-code')!.to.path!);

function astroFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.astro'))
    .map((file) => join(dir, file));
}

test("the pages' scripts import browser or shared code only, never build-only code", () => {
  const imports: string[] = [];
  for (const file of astroFiles('src')) {
    const source = readFileSync(join(root, file), 'utf8');
    // Scripts Vite bundles: <script> without is:inline.
    for (const [, script] of source.matchAll(/<script(?![^>]*is:inline)[^>]*>([\s\S]*?)<\/script>/g)) {
      for (const [, specifier] of script.matchAll(/(?:from\s+|import\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g)) {
        imports.push(`${file} → ${relative(root, resolve(dirname(join(root, file)), specifier))}`);
      }
    }
  }
  expect(imports.length, 'the scripts found').toBeGreaterThan(5);
  expect(imports.filter((entry) => buildOnly.test(entry.split(' → ')[1]))).toEqual([]);
  expect(imports.filter((entry) => entry.split(' → ')[1].includes('/browser/')).length).toBeGreaterThan(3);
});
