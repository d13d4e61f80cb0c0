/**
 * What the translators' commands do, on the content model: `npm run translate`
 * starts a translation (`scaffoldTranslation`: the new text's MDX, from the
 * topic's original or another text), `npm run translations:reviewed` records
 * a translation as checked against its original (`reviewedOriginals`, then
 * `writeReviewed` into `content/reviewed-translations.yaml`, comments and order
 * kept). Each refuses what it cannot do with a message that says why
 * (`{ refusal }`), and the scripts then write nothing.
 *
 * @example
 * scaffoldTranslation(model, { topicId: 'ti4/component-limitations', lang: 'fr' })
 * // { file: 'content/topics/ti4/component-limitations.fr.mdx', mdx: '---\n# A translation started …\ngame: ti4\n…', from: … }
 * scaffoldTranslation(model, { topicId: 'ti4/component-limitations', lang: 'ru' })
 * // { refusal: 'content/topics/ti4/component-limitations.ru.mdx exists already: …' }
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Document, isMap, isScalar, isSeq, parseDocument } from 'yaml';
import type { CheckedOriginal, Text } from '../schemas.ts';
import { checkedOriginalOf } from './checked-originals.ts';
import { isLanguage, languages, type Language } from '../i18n/languages.ts';
import { formatProblem } from './problems.ts';
import type { ContentModel, TextFile } from './content-files.ts';
import { reviewedTranslationsFile } from './read-content.ts';
import { translateTodo } from './scaffold-markers.ts';
import { mdxOfParagraph, mdxOfRuns } from './write-text.ts';

export type Refusal = { refusal: string };

/** A language's name in English, for messages and the comments of a new text. */
const englishName = (lang: string) => new Intl.DisplayNames(['en'], { type: 'language' }).of(lang) ?? lang;

/** The content's errors, as a refusal; nothing when it has none. */
function contentErrors(model: ContentModel): Refusal | undefined {
  const errors = model.problems.filter((problem) => problem.severity === 'error');
  if (errors.length === 0) return undefined;
  return {
    refusal: `the content has ${errors.length} error(s); fix them first (npm run check:content):\n${errors.map(formatProblem).join('\n')}`,
  };
}

/** A site language named on the command line, or a refusal. */
function siteLanguage(value: string | undefined, what: string): Language | Refusal {
  if (isLanguage(value)) return value;
  return { refusal: `${what} "${value ?? ''}" is not a language of the site (${languages.join(', ')})` };
}

/** A topic's texts by language, or a refusal that says what the topic id names instead. */
function topicTexts(model: ContentModel, topicId: string): Map<Language, TextFile> | Refusal {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*\/[a-z0-9]+(?:-[a-z0-9]+)*$/.test(topicId)) {
    return { refusal: `"${topicId}" is not a topic id: write game/topic, e.g. ti4/component-limitations` };
  }
  const [game, slug] = topicId.split('/');
  const texts = new Map(
    model.texts
      .filter((text) => text.topicId === topicId)
      .sort((a, b) => languages.indexOf(a.lang) - languages.indexOf(b.lang))
      .map((text) => [text.lang, text] as const),
  );
  if (texts.size > 0) return texts;
  const gameFile = model.games.find((each) => each.id === game);
  if (!gameFile) return { refusal: `no game "${game}" (games: ${model.games.map((each) => each.id).join(', ')})` };
  if (gameFile.data?.knownTopics[slug]) {
    return {
      refusal: `${topicId} has no text in any language yet: its first text is converted from its source by hand (docs/authoring.md)`,
    };
  }
  const topics = [
    ...new Set(model.texts.filter((text) => text.topicId.startsWith(`${game}/`)).map((text) => text.topicId)),
  ];
  return { refusal: `no topic "${topicId}" (topics of ${game}: ${topics.join(', ') || 'none'})` };
}

const isRefusal = (value: unknown): value is Refusal =>
  typeof value === 'object' && value !== null && 'refusal' in value;

/**
 * What both commands start from: the language asked for and the topic's texts,
 * or a refusal (the content has errors, the language is not the site's, the
 * topic is unknown or has no text).
 */
function requestedTexts(
  model: ContentModel,
  request: { topicId: string; lang: string | undefined },
): { lang: Language; texts: Map<Language, TextFile> } | Refusal {
  const errors = contentErrors(model);
  if (errors) return errors;
  const lang = siteLanguage(request.lang, 'language');
  if (isRefusal(lang)) return lang;
  const texts = topicTexts(model, request.topicId);
  if (isRefusal(texts)) return texts;
  return { lang, texts };
}

/** The topic's original: its text with `source.translation: original`. */
export function originalOf(texts: Iterable<TextFile>): TextFile | undefined {
  return [...texts].find((text) => text.data?.source.translation === 'original');
}

/**
 * Comments of a new translation's front matter, for its translator, in
 * English as the rest of the guides (`docs/translating.md`). Each that asks
 * for something starts with `TODO(translate):`, and the checks warn while it
 * is there (`scaffold-markers.ts`): delete it once done.
 */
function scaffoldComments(from: TextFile, lang: Language) {
  const fromName = englishName(from.lang);
  const name = englishName(lang);
  const todo = ` ${translateTodo}`;
  return {
    top: [
      ` A translation into ${name}, started with \`npm run translate\` from ${from.file}.`,
      ` Translate each paragraph marked untranslated="…" and remove the mark: until then`,
      ` the page shows the words of the text in that language. See docs/translating.md.`,
      ` Do what each TODO(translate) comment says, then delete it (the build warns until then).`,
    ].join('\n'),
    title: `${todo} the title in ${name}: translate it, and keep <Original lang="…"> only around words left in another language.`,
    description: `${todo} the ${fromName} text's description: translate it.`,
    edition: `${todo} the document translated, as the ${fromName} text describes it: describe it in ${name}.`,
    translation: " unofficial: a volunteer's translation (official only where the publisher says so).",
  };
}

/**
 * The MDX of a new translation of `topicId` into `lang`, from the topic's
 * original (or the text in `from`): front matter filled in as far as it can
 * be (game, language, title and edition marked as in the other language,
 * the other text's description, related topics, `source.translatedFrom`,
 * `translation: unofficial`, with `TODO(translate)` comments saying what to
 * complete), and every paragraph with its id, number
 * and the other text's words, marked `untranslated` with their language.
 */
export function scaffoldTranslation(
  model: ContentModel,
  request: { topicId: string; lang: string | undefined; from?: string },
): { file: string; mdx: string; from: TextFile } | Refusal {
  const requested = requestedTexts(model, request);
  if (isRefusal(requested)) return requested;
  const { lang, texts } = requested;
  const file = `content/topics/${request.topicId}.${lang}.mdx`;
  if (texts.has(lang)) return { refusal: `${file} exists already: a translation is started once; edit that file` };
  const have = [...texts.keys()].join(', ');
  let from: TextFile | undefined;
  if (request.from !== undefined) {
    const fromLang = siteLanguage(request.from, '--from');
    if (isRefusal(fromLang)) return fromLang;
    from = texts.get(fromLang);
    if (!from)
      return {
        refusal: `--from ${fromLang}: ${request.topicId} has no text in "${fromLang}" to translate from (it has: ${have})`,
      };
  } else {
    from = originalOf(texts.values());
    if (!from)
      return {
        refusal: `${request.topicId} has no original (a text with source.translation: original): say which text to translate with --from (it has: ${have})`,
      };
  }
  const data = from.data as Text;
  const comments = scaffoldComments(from, lang);
  const inOtherLanguage = (runs: Text['titleRuns']) =>
    mdxOfRuns(
      runs.map((run) => ({ text: run.text, lang: run.lang ?? data.lang })),
      lang,
    );

  const document = new Document({
    game: data.game,
    lang,
    title: inOtherLanguage(data.titleRuns),
    ...(data.number ? { number: data.number } : {}),
    ...(data.description ? { description: data.description } : {}),
    ...(data.related.length > 0 ? { related: data.related } : {}),
    source: { translatedFrom: data.lang, edition: inOtherLanguage(data.editionRuns), translation: 'unofficial' },
  });
  document.commentBefore = comments.top;
  /** A comment on the line before a key of the front matter. */
  const commentBefore = (path: string[], comment: string) => {
    const map = document.getIn(path.slice(0, -1), true) ?? document.contents;
    const pair = isMap(map)
      ? map.items.find((item) => isScalar(item.key) && item.key.value === path.at(-1))
      : undefined;
    if (pair && isScalar(pair.key)) pair.key.commentBefore = comment;
  };
  commentBefore(['title'], comments.title);
  commentBefore(['description'], comments.description);
  commentBefore(['source', 'edition'], comments.edition);
  commentBefore(['source', 'translation'], comments.translation);
  const related = document.get('related', true);
  if (isSeq(related)) related.flow = true;

  const paragraphs = data.paragraphs.map((paragraph) => {
    const wordsIn = paragraph.untranslated ?? data.lang;
    return mdxOfParagraph(paragraph, wordsIn === lang ? undefined : wordsIn);
  });
  const mdx = `---\n${document.toString({ lineWidth: 0, flowCollectionPadding: false })}---\n\n${paragraphs.join('\n\n')}\n`;
  return { file, mdx, from };
}

/**
 * What `npm run translations:reviewed` records for the translation of
 * `topicId` in `lang`: the original paragraph of each of its translated
 * paragraphs (or of those in `ids`) as the record keeps it — fingerprint,
 * number, words (`checked-originals.ts`) — and which of them were behind
 * before.
 */
export function reviewedOriginals(
  model: ContentModel,
  request: { topicId: string; lang: string | undefined; ids?: string[] },
):
  | {
      entries: Record<string, CheckedOriginal>;
      whole: boolean;
      text: TextFile;
      original: TextFile;
      wasBehind: string[];
    }
  | Refusal {
  const requested = requestedTexts(model, request);
  if (isRefusal(requested)) return requested;
  const { lang, texts } = requested;
  const text = texts.get(lang);
  if (!text)
    return { refusal: `${request.topicId} has no text in "${lang}" (it has: ${[...texts.keys()].join(', ')})` };
  const original = originalOf(texts.values());
  if (!original)
    return {
      refusal: `${request.topicId} has no original (a text with source.translation: original) to check a translation against`,
    };
  if (original === text)
    return {
      refusal: `${text.file} is the original of ${request.topicId}: there is nothing to check it against; name a translation`,
    };
  const originalParagraphs = new Map(original.paragraphs.map((paragraph) => [paragraph.id, paragraph]));
  const translated = text.paragraphs.filter(
    (paragraph) => !paragraph.untranslated && originalParagraphs.has(paragraph.id),
  );
  let chosen = translated;
  if (request.ids && request.ids.length > 0) {
    const byId = new Map(text.paragraphs.map((paragraph) => [paragraph.id, paragraph]));
    for (const id of request.ids) {
      const paragraph = byId.get(id);
      if (!paragraph) return { refusal: `${text.file} has no paragraph "${id}"` };
      if (paragraph.untranslated)
        return {
          refusal: `paragraph "${id}" of ${text.file} is not translated yet (untranslated="${paragraph.untranslated}"): translate it and remove the mark first`,
        };
      if (!originalParagraphs.has(id))
        return {
          refusal: `paragraph "${id}" of ${text.file} is not in the original ${original.file}: there is nothing to check it against`,
        };
    }
    chosen = translated.filter((paragraph) => request.ids!.includes(paragraph.id));
  }
  const entries = Object.fromEntries(
    chosen.map((paragraph) => [paragraph.id, checkedOriginalOf(originalParagraphs.get(paragraph.id)!)]),
  );
  const wasBehind = chosen
    .map((paragraph) => paragraph.id)
    .filter((id) => text.data?.translationReview?.behind.includes(id));
  return { entries, whole: !request.ids || request.ids.length === 0, text, original, wasBehind };
}

const recordHeader = [
  ' For each translation of a topic that has an original (source.translation: original),',
  ' the original paragraph each of its paragraphs was last checked against: its',
  ' fingerprint, number and words. When the original paragraph changes, the',
  " translation's page marks the paragraph as behind, shows what changed in the",
  ' original since, and the build warns. Written by',
  ' `npm run translations:reviewed -- {game}/{topic} {lang}`; never edited by hand.',
  ' See docs/translating.md.',
].join('\n');

/**
 * `content/reviewed-translations.yaml` of `root` with `entries` recorded
 * for the translation of `topicId` in `lang`: the language's whole entry
 * (`whole`) or those paragraphs. Other entries, comments and order stay.
 */
export function writeReviewed(
  root: string,
  topicId: string,
  lang: Language,
  entries: Record<string, CheckedOriginal>,
  whole: boolean,
): void {
  const path = join(root, reviewedTranslationsFile);
  const document = existsSync(path) ? parseDocument(readFileSync(path, 'utf8')) : new Document({});
  if (!existsSync(path)) document.commentBefore = recordHeader;
  if (!isMap(document.contents)) document.contents = document.createNode({});
  if (whole || !document.hasIn([topicId, lang])) document.setIn([topicId, lang], document.createNode(entries));
  else
    for (const [id, entry] of Object.entries(entries)) document.setIn([topicId, lang, id], document.createNode(entry));
  writeFileSync(path, document.toString({ lineWidth: 0 }));
}
