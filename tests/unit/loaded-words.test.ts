import { gzipSync } from 'node:zlib';
import { encode } from 'cborg';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A chunk as Pagefind writes it: its signature and CBOR `[words]`, gzipped (`indexing/pagefind-files.ts`). */
function chunk(words: string[]): ArrayBuffer {
  const cbor = encode([words.map((word) => [word, [[0, [3]]], []])]);
  const bytes = gzipSync(Buffer.concat([Buffer.from('pagefind_dcd'), cbor]));
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
}

describe('loaded words', () => {
  let loaded: typeof import('../../src/search/browser/loaded-words.ts');
  beforeEach(async () => {
    vi.resetModules();
    loaded = await import('../../src/search/browser/loaded-words.ts');
  });

  it('tells a key no loaded word starts with, where Pagefind answers with a short word', async () => {
    loaded.noteChunk(chunk(['и', 'из', 'истребители', 'истребитель']));
    // «истрибители»: nothing starts with its key, and «и» cannot be taken for it.
    expect(await loaded.onlyShorterWords('истриб', 4)).toBe(true);
    expect(await loaded.onlyShorterWords('истреб', 4)).toBe(false);
    expect(await loaded.onlyShorterWords('ист', 3)).toBe(false);
    loaded.noteChunk(chunk(['fighter', 'fighters', 'fig']));
    expect(await loaded.onlyShorterWords('figt', 4)).toBe(true);
    expect(await loaded.onlyShorterWords('fight', 4)).toBe(false);
    // A word of four letters or more that the key starts with is one `matches` takes: its pages are loaded.
    expect(await loaded.onlyShorterWords('fighterz', 4)).toBe(false);
    expect(await loaded.onlyShorterWords('figz', 4)).toBe(true);
    expect(await loaded.onlyShorterWords('figz', 3)).toBe(false);
  });

  it('counts a chunk it cannot read as holding every word', async () => {
    loaded.noteChunk(chunk(['и']));
    loaded.noteChunk(new TextEncoder().encode('not gzip').buffer);
    expect(await loaded.onlyShorterWords('истриб', 4)).toBe(false);
  });

  it('reads no words, and never throws, in a browser without DecompressionStream', async () => {
    vi.stubGlobal('DecompressionStream', undefined);
    try {
      expect(() => loaded.noteChunk(chunk(['и']))).not.toThrow();
      expect(await loaded.onlyShorterWords('истриб', 4)).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says nothing of a key before any chunk is loaded', async () => {
    expect(await loaded.onlyShorterWords('истриб', 4)).toBe(false);
  });
});
