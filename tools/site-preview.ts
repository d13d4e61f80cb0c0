/**
 * The built site served by `astro preview` for a measuring script: the one
 * already running on `port` when there is one (Astro allows one preview per
 * project), or a new one, stopped by `close()`.
 *
 * @example
 * const preview = await sitePreview(4321);
 * await page.goto(`${preview.origin}/en/`);
 * preview.close();
 */
import { spawn } from 'node:child_process';

export interface SitePreview {
  origin: string;
  close(): void;
}

export async function sitePreview(port: number): Promise<SitePreview> {
  const origin = `http://127.0.0.1:${port}`;
  const serving = () =>
    fetch(origin).then(
      (response) => response.ok,
      () => false,
    );
  if (await serving()) return { origin, close: () => undefined };
  const server = spawn(
    process.execPath,
    ['node_modules/astro/bin/astro.mjs', 'preview', '--host', '127.0.0.1', '--port', String(port)],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  for (let tries = 0; !(await serving()); tries++) {
    if (tries > 150) {
      server.kill();
      throw new Error(`astro preview did not start on ${origin}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { origin, close: () => void server.kill() };
}
