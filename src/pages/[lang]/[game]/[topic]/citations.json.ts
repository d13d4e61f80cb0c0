/**
 * `/{lang}/{game}/{topic}/citations.json`: what the copy controls of a topic
 * page put on the clipboard, fetched only when a reader first points at a
 * paragraph. Built from the same plain text as the link previews.
 *
 * @example
 * { "title": "Component Limitations", "game": "Twilight Imperium (4th edition)",
 *   "paragraphs": { "unit-tokens": { "id": "unit-tokens", "number": "4.2", "text": "When producing…",
 *   "url": "https://…/en/ti4/component-limitations/#unit-tokens", "preview": "https://…/unit-tokens/" } } }
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { citationsOf } from '../../../../utils/citations.ts';
import { paragraphsOfText, textFor, topicPages, topicSlugOf, topicVersions } from '../../../../utils/topics.ts';

export const getStaticPaths = (async () =>
  (await topicPages()).map(({ lang, topicId, game }) => ({
    params: { lang, game: game.id, topic: topicSlugOf(topicId) },
    props: { lang, topicId, gameName: game.data.name[lang] },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props, site }) => {
  const { lang, topicId, gameName } = props as Awaited<ReturnType<typeof getStaticPaths>>[number]['props'];
  const text = textFor(await topicVersions(topicId), lang)!;
  const citations = citationsOf(paragraphsOfText(text), { lang, topicId, site });
  return new Response(
    JSON.stringify({
      title: text.data.title,
      game: gameName,
      paragraphs: Object.fromEntries(citations.map((citation) => [citation.id, citation])),
    }),
    { headers: { 'Content-Type': 'application/json' } },
  );
};
