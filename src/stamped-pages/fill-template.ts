/**
 * Pages stamped from a template: where a site has many pages of one layout
 * that differ only in their words — a paragraph's own page
 * (`paragraph-pages.ts`), a topic side by side (`side-by-side/side-by-side-pages.ts`) —
 * Astro renders the layout ONCE per kind of page, with markers where each
 * page's own words go (`src/pages/page-templates/`), and the build's workers
 * fill every page into its kind's template (`build/texts-worker-thread.ts`).
 * The layout keeps a single definition, and tens of thousands of pages do not
 * each go through Astro's page pipeline.
 *
 * A marker of a path's segment is a slug (`game-marker-a1c4`), so that the
 * template's paths parse as paths of the URL grammar (`routing/paths.ts`); the
 * others are words in brackets no text has (`⟦title⟧`).
 *
 * @example
 * const template = parseTemplate(html, markers); // html: '…<title>⟦title⟧ — Rules at the table</title>…'
 * fillTemplate(template, { title: 'Actions & steps', … }) // '…<title>Actions &amp; steps — Rules at the table</title>…'
 */
import { escapeHtml } from '../markup/escape-html.ts';

/** The markers of a topic's path in a template: its game's and its own slug. */
export const topicMarkers = {
  game: 'game-marker-a1c4',
  topic: 'topic-marker-a1c4',
} as const;

/** The topic id a template's paths are made of (`game-marker-a1c4/topic-marker-a1c4`). */
export const markedTopicId = `${topicMarkers.game}/${topicMarkers.topic}`;

/**
 * A template cut at its markers, ready to fill many times: the pieces between
 * markers, and which marker follows each piece.
 */
export interface Template<Marker extends string> {
  pieces: string[];
  slots: Marker[];
}

/**
 * Cuts a rendered template at its markers.
 *
 * @example
 * parseTemplate('<p>⟦title⟧</p>', { title: '⟦title⟧' }) // { pieces: ['<p>', '</p>'], slots: ['title'] }
 */
export function parseTemplate<Marker extends string>(html: string, markers: Record<Marker, string>): Template<Marker> {
  const names = Object.keys(markers) as Marker[];
  const pattern = new RegExp(names.map((name) => markers[name].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
  const byValue = new Map<string, Marker>(names.map((name) => [markers[name], name]));
  const pieces: string[] = [];
  const slots: Marker[] = [];
  let at = 0;
  for (const match of html.matchAll(pattern)) {
    pieces.push(html.slice(at, match.index));
    slots.push(byValue.get(match[0])!);
    at = match.index + match[0].length;
  }
  pieces.push(html.slice(at));
  return { pieces, slots };
}

/** A template filled with one page's values: a marker named `…Html` takes markup, the others words (escaped). */
export function fillTemplate<Marker extends string>(
  template: Template<Marker>,
  values: Record<Marker, string>,
): string {
  let html = template.pieces[0];
  template.slots.forEach((slot, index) => {
    html += (slot.endsWith('Html') ? values[slot] : escapeHtml(values[slot])) + template.pieces[index + 1];
  });
  return html;
}
