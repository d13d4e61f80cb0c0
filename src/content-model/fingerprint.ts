/**
 * A paragraph's fingerprint: what `content/reviewed-translations.yaml` keeps
 * of the original paragraph a translation was checked against, so that a
 * later change of the original shows. It is taken of the paragraph as the
 * content model reads it — its kind, printed number and blocks, runs of
 * spaces as one (as a page shows them) — not of its source lines:
 * re-wrapping or re-indenting the MDX changes nothing, and
 * neither does a `<Ref>` to a topic becoming written (`unwritten` is left
 * out). The first 12 hexadecimal digits of a SHA-256 (`node:crypto`).
 *
 * @example
 * fingerprintOf({ kind: 'rule', number: '1.', blocks: [{ kind: 'text', content: ['Dice are limitless.'] }] }) // '3b0c…' (12 digits)
 */
import { createHash } from 'node:crypto';
import type { Paragraph } from '../schemas.ts';

/** What the model marks on a paragraph once every text is read, not part of what the text says. */
const markedByTheModel = new Set(['unwritten']);

/** The fingerprint of a paragraph (see the module comment). */
export function fingerprintOf(paragraph: Pick<Paragraph, 'kind' | 'number' | 'blocks'>): string {
  const said = JSON.stringify([paragraph.kind, paragraph.number ?? null, paragraph.blocks], (key, value: unknown) =>
    markedByTheModel.has(key) ? undefined : typeof value === 'string' ? value.replace(/\s+/g, ' ') : value,
  );
  return createHash('sha256').update(said).digest('hex').slice(0, 12);
}

/**
 * What identifies a revision's words, whatever its place in the order (an
 * earlier revision added later renumbers the others): the first 12
 * hexadecimal digits of a SHA-256 of its paragraphs' ids, kinds, numbers and
 * plain words (as the model reads them: runs of spaces as one). The topic
 * page remembers it on the reader's device, to say what changed since
 * (`history/browser/since-last-read.ts`).
 *
 * @example
 * wordsKeyOf(text.paragraphs) // '5f1c…' (12 digits)
 */
export function wordsKeyOf(paragraphs: Pick<Paragraph, 'id' | 'kind' | 'number' | 'text'>[]): string {
  const hash = createHash('sha256');
  for (const paragraph of paragraphs)
    hash.update(`${paragraph.id}\u0000${paragraph.kind}\u0000${paragraph.number ?? ''}\u0000${paragraph.text}\u0001`);
  return hash.digest('hex').slice(0, 12);
}
