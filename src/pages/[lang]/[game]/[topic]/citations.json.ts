/**
 * `/{lang}/{game}/{topic}/citations.json`: what the copy controls of a topic
 * page put on the clipboard, fetched only when a reader first points at a
 * paragraph. Built from the same plain text as the link previews.
 *
 * @example
 * { "title": "Component Limitations", "game": "Twilight Imperium (4th edition)",
 *   "paragraphs": { "unit-tokens": { "id": "unit-tokens", "number": "4.2", "blocks": [{ "kind": "text", "text": "When producing…" }],
 *   "url": "https://…/en/ti4/component-limitations/#unit-tokens", "preview": "https://…/unit-tokens/" } } }
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { siteSettings } from '../../../../../site.config.ts';
import { citationsOf } from '../../../../utils/citations.ts';
import { languages, type Language } from '../../../../utils/languages.ts';
import { textFor } from '../../../../utils/library.ts';
import { getLibrary } from '../../../../utils/route-data.ts';

export const getStaticPaths = (async () => {
  const library = await getLibrary();
  return [...library.topics.values()].flatMap((topic) =>
    languages.map((lang) => ({ params: { lang, game: topic.game.id, topic: topic.slug }, props: { lang, topicId: topic.id } })),
  );
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props, site }) => {
  const { lang, topicId } = props as { lang: Language; topicId: string };
  const topic = (await getLibrary()).topics.get(topicId)!;
  const text = textFor(topic, lang);
  const citations = citationsOf(text.paragraphs, { lang, topicId, site, previews: siteSettings.paragraphPages });
  return new Response(
    JSON.stringify({
      title: text.title,
      game: topic.game.name[lang],
      paragraphs: Object.fromEntries(citations.map((citation) => [citation.id, citation])),
    }),
    { headers: { 'Content-Type': 'application/json' } },
  );
};
