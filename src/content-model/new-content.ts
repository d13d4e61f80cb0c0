/**
 * What `npm run new` writes (`tools/new.ts`), on the content model: the file
 * of a new game (`scaffoldGame`: `content/games/{game}.yaml`) or the first
 * text of a new topic (`scaffoldTopic`: `content/topics/{game}/{topic}.{lang}.mdx`),
 * each a commented template whose values only the source can give are
 * placeholders (`FILL IN: …`, `scaffold-markers.ts`): never rule text, and an
 * error of the checks until replaced. Each refuses what it cannot start with a
 * message that says why (`{ refusal }`), and the script then writes nothing.
 *
 * @example
 * scaffoldGame(model, 'chess') // { file: 'content/games/chess.yaml', text: '# A game …\nname:\n  en: "FILL IN: …"…' }
 * scaffoldTopic(model, 'ti4/units', 'en') // { file: 'content/topics/ti4/units.en.mdx', text: '---\n# …', notes: ['ti4/units is a known topic of ti4: …'] }
 * scaffoldTopic(model, 'ti4/component-limitations', 'fr') // { refusal: 'ti4/component-limitations has texts already (en, ru): start a translation with npm run translate -- …' }
 */
import { isLanguage, languages } from '../i18n/languages.ts';
import { gamePath, pageOfPath, topicPath } from '../routing/paths.ts';
import { defaultLanguage } from '../i18n/languages.ts';
import type { ContentModel } from './content-files.ts';
import { placeholder } from './scaffold-markers.ts';

export type Refusal = { refusal: string };

const slug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const englishName = (lang: string) => new Intl.DisplayNames(['en'], { type: 'language' }).of(lang) ?? lang;
const quoted = (text: string) => JSON.stringify(text);

/** A new game's file: every key of `gameSchema` (`src/schemas.ts`), the optional ones commented out. */
function gameTemplate(game: string): string {
  const names = languages.map(
    (lang) => `  ${lang}: ${quoted(placeholder(`the game's name in ${englishName(lang)}, as its sources print it`))}`,
  );
  return [
    `# The game "${game}", started with \`npm run new\` (docs/authoring.md, "Adding a game").`,
    '# Replace each FILL IN; the checks fail until none is left.',
    '#',
    '# Its name in every language of the site, even where it has texts in one only:',
    "# every language's pages name it. Where a language has no name of its own for the",
    '# game, give the name its sources print (a name is not translated by the editors).',
    'name:',
    ...names,
    '# A short name for the breadcrumbs and lists, as the sources abbreviate it (or the name again).',
    `short: ${quoted(placeholder('a short name'))}`,
    '# Optional. The language its cards are printed in, where the sources say so (ru, en or fr):',
    "# a glossary term's card shows its name in that language first.",
    '# cardLanguage: en',
    '# Optional. Topics the texts refer to (<Ref to>, related) that have no text yet, by',
    '# slug, with their titles in the languages the texts give them; shown as "no text yet".',
    '# Delete a line once its topic has a text (the checks say so).',
    '# knownTopics:',
    '#   some-topic: { en: "its title as the texts give it" }',
    '# Optional. Paragraphs of a topic with a text that the texts refer to but no source',
    '# has, as topic#paragraph, with their titles; likewise deleted once a text has them.',
    '# knownParagraphs:',
    '#   some-topic#some-paragraph: { en: "its title as the texts give it" }',
    '',
  ].join('\n');
}

/** A new topic's first text: front matter and one paragraph, all placeholders. */
function topicTemplate(game: string, lang: string): string {
  return [
    '---',
    '# A new text, started with `npm run new` (docs/authoring.md, "Adding a topic").',
    '# Replace each FILL IN from the source; the checks fail until none is left.',
    `game: ${game}`,
    `lang: ${lang}`,
    '# The title as the source prints it.',
    `title: ${quoted(placeholder('the title as the source prints it'))}`,
    '# Optional: number: "49" (the number the edition prints before the title), description: one',
    '# sentence of the text for link previews (else its first paragraph is used).',
    '# Optional: related topics by id, e.g. related: [game/other-topic] (a topic, or a known topic of the game).',
    'related: []',
    'source:',
    '  # The file of sources/ this text is converted from (docs/authoring.md, "Sources").',
    `  seed: ${quoted(placeholder('the file of sources/ this text is converted from'))}`,
    "  # Which document or edition, in the text's language, from what the source says.",
    `  edition: ${quoted(placeholder('which document or edition, as the source says'))}`,
    '  # original, official or unofficial only where the source says so; else not-stated.',
    '  translation: not-stated',
    '---',
    '',
    `<Rule id="first-paragraph" n=${quoted(placeholder('its number as printed, or delete n'))}>`,
    '',
    placeholder(
      'the first paragraph of the source, converted: every sentence, number and note (one Rule per paragraph)',
    ),
    '',
    '</Rule>',
    '',
  ].join('\n');
}

/** The file of a new game `game`, or a refusal (a malformed id, the address of another page, a game that exists). */
export function scaffoldGame(model: ContentModel, game: string): { file: string; text: string } | Refusal {
  if (!slug.test(game))
    return {
      refusal: `"${game}" is not a game id: lower-case ASCII words joined by hyphens, e.g. ti4 or race-for-the-galaxy`,
    };
  if (pageOfPath(gamePath(defaultLanguage, game))?.kind !== 'game')
    return {
      refusal: `"${game}" is the address of another page of the site (${gamePath(defaultLanguage, game)}): name the game otherwise`,
    };
  const file = `content/games/${game}.yaml`;
  if (model.games.some((each) => each.id === game))
    return { refusal: `${file} exists already: game "${game}" is there` };
  return { file, text: gameTemplate(game) };
}

/**
 * The first text of a new topic `topicId` in `lang`, or a refusal (a
 * malformed id, an unknown game or language, the address of another page, a
 * topic with a text already: that is a translation). `notes` say what else to
 * do (a known topic's line to delete).
 */
export function scaffoldTopic(
  model: ContentModel,
  topicId: string,
  lang: string | undefined,
): { file: string; text: string; notes: string[] } | Refusal {
  const [game, topic, ...rest] = topicId.split('/');
  if (!game || !topic || rest.length > 0 || !slug.test(game) || !slug.test(topic))
    return {
      refusal: `"${topicId}" is not a topic id: game/topic, lower-case ASCII words joined by hyphens, e.g. ti4/fighter-tokens`,
    };
  if (!isLanguage(lang))
    return { refusal: `language "${lang ?? ''}" is not a language of the site (${languages.join(', ')})` };
  const gameFile = model.games.find((each) => each.id === game);
  if (!gameFile)
    return {
      refusal: `no game "${game}" (games: ${model.games.map((each) => each.id).join(', ')}): start it first with npm run new -- game ${game}`,
    };
  if (pageOfPath(topicPath(lang, topicId))?.kind !== 'topic')
    return {
      refusal: `"${topic}" is the address of another page of the game (${topicPath(lang, topicId)}): name the topic otherwise`,
    };
  const file = `content/topics/${game}/${topic}.${lang}.mdx`;
  const texts = model.texts
    .filter((text) => text.topicId === topicId)
    .sort((a, b) => languages.indexOf(a.lang) - languages.indexOf(b.lang));
  if (texts.some((text) => text.lang === lang)) return { refusal: `${file} exists already` };
  if (texts.length > 0)
    return {
      refusal: `${topicId} has texts already (${texts.map((text) => text.lang).join(', ')}): a text in another language is a translation: npm run translate -- ${topicId} ${lang} (docs/translating.md)`,
    };
  const notes = gameFile.data?.knownTopics[topic]
    ? [
        `${topicId} is a known topic of ${game}: once this text is written, delete its line from knownTopics in ${gameFile.file} (the checks say so until then)`,
      ]
    : [];
  return { file, text: topicTemplate(game, lang), notes };
}
