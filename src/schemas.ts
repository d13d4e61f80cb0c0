/**
 * What content looks like: the single statement of it. The content model
 * (`src/content-model/`) reads `content/` against these schemas and gives the
 * collections of `content.config.ts` their entries. What a contributor writes
 * (games, front matter, glossaries) is a strict object: a key not named here
 * is refused, with the nearest known key suggested (`titel` → `title`).
 */
import { z } from 'astro/zod';
import { languages } from './i18n/languages.ts';

/** A language of the site. */
const language = z.enum(languages);

/** A slug: lower-case ASCII words joined by hyphens, e.g. `component-limitations`. */
const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case ASCII words joined by hyphens, e.g. "fighter-tokens"');

/** A topic id, `game/topic`, e.g. `ti4/component-limitations`. */
const topicId = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*\/[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a topic id "game/topic", e.g. "ti4/units"');

/** Text in some of the site's languages, e.g. `{ en: 'Units', ru: 'Отряды' }`. */
const someLanguages = z
  .strictObject({ ru: z.string().min(1), en: z.string().min(1), fr: z.string().min(1) })
  .partial()
  .refine((names) => Object.keys(names).length > 0, 'needs a name in at least one language');

/** Text in every language of the site. */
const everyLanguage = z.strictObject({ ru: z.string().min(1), en: z.string().min(1), fr: z.string().min(1) });

/**
 * A game, from `content/games/{id}.yaml`.
 *
 * @example
 * name: { en: Twilight Imperium (4th edition), ru: …, fr: … }
 * short: TI4
 * knownTopics:
 *   units: { en: Units, ru: Отряды }
 */
export const gameSchema = z.strictObject({
  name: everyLanguage,
  short: z.string().min(1),
  /** Topics the texts refer to that have no text in any language yet, by slug. */
  knownTopics: z.record(slug, someLanguages).default({}),
  /**
   * Paragraphs of a topic with a text that the texts refer to but no source
   * has, by `topic#paragraph` (e.g. SWCCG's `actions#example-1`: the source
   * starts at example 3), with their titles as the texts give them.
   */
  knownParagraphs: z
    .record(
      z
        .string()
        .regex(
          /^[a-z0-9]+(?:-[a-z0-9]+)*#[a-z0-9]+(?:-[a-z0-9]+)*$/,
          'must be "topic#paragraph", e.g. "actions#example-1"',
        ),
      someLanguages,
    )
    .default({}),
  /**
   * The language the game's cards are printed in, where the sources say so
   * (RftG's and SWCCG's: English): a term's card shows its name in that
   * language first, the word on the cards on the table.
   */
  cardLanguage: language.optional(),
});

/** Which revision of its text a file is: its place in their order, and what the source says of it. */
const revisionInfoSchema = z.object({
  /** 1 the earliest; each revision of a text has its own, the text in `content/topics/` the highest. */
  order: z.number().int().positive(),
  /** What the source says of this revision, in the text's language, e.g. «более ранняя редакция». */
  label: z.string().min(1).optional(),
});

/**
 * A topic's front matter as written in `content/topics/{game}/{topic}.{lang}.mdx`.
 *
 * @example
 * game: ti4
 * lang: ru
 * title: Ограничение на компоненты
 * number: "49"
 * related: [ti4/units, ti4/producing-units]
 * source: { seed: 004_f49852b638619b35.txt, edition: … }
 * # a text translated on this site (npm run translate):
 * source: { translatedFrom: en, edition: '<Original lang="en">Twilight Imperium 4th edition, Rules Reference</Original>', translation: unofficial }
 */
export const frontMatterSchema = z.strictObject({
  game: slug,
  lang: language,
  /**
   * The title as printed. Words in another language than the text are marked
   * as in the text: `<Original lang="en">Activate Force</Original> (activer de la Force)`.
   */
  title: z.string().min(1),
  /** The topic's number as this edition prints it, e.g. "49" in the Russian TI4 rules. */
  number: z.string().min(1).optional(),
  /** One sentence for link previews; the first rule paragraph is used when absent. */
  description: z.string().min(1).optional(),
  /** Related topics by id (`game/topic`): topics with a text, or known topics of the game. */
  related: z.array(topicId).default([]),
  /** Where the text comes from: a seed file it was converted from, or the text of the site it was translated from. */
  source: z
    .strictObject({
      /** The source file in `shared/seeds/` this text was converted from. */
      seed: z.string().min(1).optional(),
      /**
       * The language of the site's text this one was translated from, on this
       * site (`npm run translate`), in place of a seed: e.g. `en`.
       */
      translatedFrom: language.optional(),
      /**
       * Which document or edition, in words; words in another language than the
       * text's marked as in the title (`<Original lang="en">…</Original>`).
       */
      edition: z.string().min(1),
      /** Other seed files used (e.g. for the see-also line). */
      alsoFrom: z.array(z.string()).default([]),
      /** Last updated, where the source says so (ISO date). */
      updated: z.string().optional(),
      /**
       * What the source says the text is: the `original`, an `official` or an
       * `unofficial` translation; `not-stated` where it does not say whether the
       * text is official (the default: claim nothing the source does not).
       */
      translation: z.enum(['original', 'official', 'unofficial', 'not-stated']).default('not-stated'),
      /**
       * Where the conversion did not keep the seed's words as they are, because
       * they were damage of the seed's own conversion (a table given twice, once
       * as the plain text of a PDF's layer): the paragraph concerned, the seed's
       * words as given (`sourceText`, so that nothing of the seed is lost from
       * `content/`), and what was done, in the text's language (`fix`). Listed on
       * the status page; the source checks count these words as accounted for.
       */
      conversionFixes: z
        .array(z.strictObject({ paragraph: slug, sourceText: z.string().min(1), fix: z.string().min(1) }))
        .default([]),
    })
    .superRefine((source, context) => {
      if (source.seed === undefined && source.translatedFrom === undefined) {
        context.addIssue({
          code: 'custom',
          path: ['seed'],
          message:
            'is required: the seed file the text was converted from, or translatedFrom: the language of the text it was translated from on this site',
        });
      } else if (source.seed !== undefined && source.translatedFrom !== undefined) {
        context.addIssue({
          code: 'custom',
          path: ['translatedFrom'],
          message:
            'a text comes from a seed file or from another text of the site, not both: keep one of seed and translatedFrom',
        });
      }
      if (source.translatedFrom !== undefined && source.translation === 'original') {
        context.addIssue({
          code: 'custom',
          path: ['translation'],
          message:
            'a text translated from another is not the original: unofficial, or official where the publisher says so',
        });
      }
    }),
  /** Translator's notes that concern the whole topic (inline ones stay in the text). */
  translatorNotes: z.array(z.string().min(1)).default([]),
  /**
   * Which revision of the text this is, where the text has more than one
   * (`content/revisions/`, see `docs/authoring.md`): its place in their order
   * (1 the earliest; the text in `content/topics/` is the latest) and what the
   * source says of it, in the text's language. Never a date the source does
   * not state: the date the site shows is its own record (`addedOn`).
   */
  revision: revisionInfoSchema.optional(),
});

/** A run of words: in the text's language, or in the one `<Original lang>` or `<Ref lang>` marks. */
const runSchema = z.object({ text: z.string(), lang: z.string().optional() });

/** What a mark on a run of inline content is. */
interface MarkBase {
  content: Inline[];
}

/**
 * The inline content of a paragraph: plain text (a string) and the marks the
 * text puts on it — `**bold**`, `*italics*`, `<Original lang>`, `<Ref to>`
 * (`unwritten` where its topic or paragraph has no text yet), a Markdown link,
 * a `<TranslatorNote>`, a hard line break.
 *
 * @example
 * ['Le côté obscur joue ', { kind: 'original', lang: 'en', content: ['Tentacle'] }, ' (tentacule).']
 */
export type Inline =
  | string
  | ({ kind: 'strong' | 'emphasis' | 'translatorNote' } & MarkBase)
  | ({ kind: 'original'; lang: string } & MarkBase)
  | ({ kind: 'ref'; to: string; paragraph?: string; lang?: string; unwritten?: true } & MarkBase)
  | ({ kind: 'link'; url: string } & MarkBase)
  | { kind: 'break' };

const inlineSchema: z.ZodType<Inline> = z.lazy(() =>
  z.union([
    z.string(),
    z.object({ kind: z.enum(['strong', 'emphasis', 'translatorNote']), content: z.array(inlineSchema) }),
    z.object({ kind: z.literal('original'), lang: z.string(), content: z.array(inlineSchema) }),
    z.object({
      kind: z.literal('ref'),
      to: topicId,
      paragraph: slug.optional(),
      lang: z.string().optional(),
      unwritten: z.literal(true).optional(),
      content: z.array(inlineSchema),
    }),
    z.object({ kind: z.literal('link'), url: z.string(), content: z.array(inlineSchema) }),
    z.object({ kind: z.literal('break') }),
  ]),
);

/** A list of a paragraph; `start` is the first number of a numbered list. */
export interface List {
  kind: 'list';
  start?: number;
  items: ListItem[];
}

/** A list item: its inline content, and a list nested in it. */
interface ListItem {
  content: Inline[];
  list?: List;
}

const listSchema: z.ZodType<List> = z.lazy(() =>
  z.object({
    kind: z.literal('list'),
    start: z.number().int().optional(),
    items: z.array(z.object({ content: z.array(inlineSchema), list: listSchema.optional() })),
  }),
);

/**
 * A block of a paragraph: a Markdown paragraph, a list, or a table (its first
 * row is its header; `align` per column, as Markdown gives it; `caption`, the
 * words that say what the table holds, from a `<Caption>` right before it).
 */
const blockSchema = z.union([
  z.object({ kind: z.literal('text'), content: z.array(inlineSchema) }),
  listSchema,
  z.object({
    kind: z.literal('table'),
    caption: z.array(inlineSchema).optional(),
    align: z.array(z.enum(['left', 'center', 'right']).nullable()),
    rows: z.array(z.array(z.array(inlineSchema))),
  }),
]);

/**
 * One paragraph of a text: a `<Rule>` or a `<Heading>`, with its permanent id
 * (the same in every translation), its printed number, its blocks, and the
 * same as one line of plain text (descriptions, link previews, search titles).
 *
 * @example
 * { id: 'tokens', kind: 'rule', number: '2.', line: 31,
 *   blocks: [{ kind: 'text', content: [{ kind: 'strong', content: ['Tokens:'] }, ' Tokens are limited…'] },
 *            { kind: 'list', items: [{ content: ['Control Tokens'] }, …] }],
 *   text: 'Tokens: Tokens are limited… following: Control Tokens; Fighter Tokens; …' }
 */
const paragraphSchema = z.object({
  id: slug,
  kind: z.enum(['rule', 'heading']),
  /** The number as the edition prints it, if it prints one. */
  number: z.string().min(1).optional(),
  /** A sub-item of the rule before it (`<Rule sub>`), shown indented. */
  sub: z.literal(true).optional(),
  /** A heading's level: 2 (the default), 3 or 4. */
  level: z.union([z.literal(2), z.literal(3), z.literal(4)]).optional(),
  /** A heading has one text block. */
  blocks: z.array(blockSchema),
  /** The blocks as one line of plain text. */
  text: z.string(),
  /** The translator's notes inside the paragraph, each in runs by language. */
  notes: z.array(z.array(runSchema)).optional(),
  /**
   * A paragraph of a translation not yet translated (`<Rule untranslated="en">`):
   * the language its words are in. The content model gives it the words of the
   * topic's text in that language, and pages show them under that `lang`.
   */
  untranslated: language.optional(),
  /** 1-based line of the opening tag in its file. */
  line: z.number().int().positive(),
});

/**
 * How a translation stands against its topic's original (the text with
 * `source.translation: original`), as the content model works it out from
 * `content/reviewed-translations.yaml`: paragraphs whose original has changed
 * since a translator checked them, and translated paragraphs no check has
 * recorded yet. Untranslated paragraphs are neither (see `untranslated`).
 *
 * @example
 * { original: 'en', behind: ['dice'], unchecked: [], originalChanges: { dice: { was: '1. Dice: Dice are limitless.', now: '1. Dice: Dice are limitless, and always were.' } } }
 */
const translationReviewSchema = z.object({
  /** The language of the topic's original. */
  original: language,
  /** Ids of paragraphs whose original paragraph has changed since the translation was checked. */
  behind: z.array(slug),
  /** Ids of translated paragraphs that no check has recorded (`npm run translations:reviewed`). */
  unchecked: z.array(slug),
  /**
   * Of the paragraphs behind, those whose check recorded the original's words:
   * the original's plain words then (`was`) and now (`now`), each after its
   * printed number, by id. A paragraph behind but not here was recorded by
   * fingerprint alone: what changed cannot be shown.
   */
  originalChanges: z.record(slug, z.object({ was: z.string(), now: z.string() })),
});

/**
 * A topic's text in one language, as the content model reads it (the entries
 * of the `topics` collection): the front matter, with the title in plain text
 * (for `<title>` and link previews) and in runs by language (`titleRuns`, for
 * headings and lists), and the text's paragraphs.
 *
 * @example
 * { topicId: 'swccg/activate-force', game: 'swccg', lang: 'fr', file: 'content/topics/swccg/activate-force.fr.mdx',
 *   title: 'Activate Force (activer de la Force)',
 *   titleRuns: [{ text: 'Activate Force', lang: 'en' }, { text: ' (activer de la Force)' }], …, paragraphs: […] }
 */
export const textSchema = frontMatterSchema.omit({ title: true }).extend({
  /** `game/topic` */
  topicId,
  /** Its file, from the project root. */
  file: z.string(),
  title: z.string().min(1),
  titleRuns: z.array(runSchema),
  /** `source.edition` in runs by language (`<Original lang>` marks), as the pages show it. */
  editionRuns: z.array(runSchema),
  paragraphs: z.array(paragraphSchema),
  /** A translation of a topic that has an original: how it stands against it. */
  translationReview: translationReviewSchema.optional(),
  /**
   * The site's own record of when this file was added here (the date of the
   * git commit that added it, `YYYY-MM-DD`), where there is one: not a date of
   * the source.
   */
  addedOn: z.string().optional(),
  /** What identifies its words (`wordsKeyOf`), set by the content model once every text is read. */
  wordsKey: z.string().optional(),
  /** Its earlier revisions (`content/revisions/`), earliest first; none for most texts. */
  revisions: z.array(z.lazy(() => earlierRevisionSchema)).default([]),
});

/**
 * An earlier revision of a text, from `content/revisions/{game}/{topic}.{lang}.{name}.mdx`:
 * a whole text in the same format, whose paragraphs keep the ids of the
 * current text's (a rule keeps its id whatever its printed number).
 *
 * @example
 * { file: 'content/revisions/ti4/component-limitations.ru.earlier.mdx', revision: { order: 1, label: '…' },
 *   source: { seed: '000_cef85be715a0f76e.txt', edition: '…', … }, paragraphs: […], addedOn: '2026-11-27' }
 */
const earlierRevisionSchema = z.object({
  file: z.string(),
  title: z.string().min(1),
  titleRuns: z.array(runSchema),
  source: frontMatterSchema.shape.source,
  editionRuns: z.array(runSchema),
  revision: revisionInfoSchema,
  paragraphs: z.array(paragraphSchema),
  addedOn: z.string().optional(),
  /** What identifies its words (`wordsKeyOf`). */
  wordsKey: z.string().optional(),
});

/**
 * A game's glossary of terms, from `content/terms/{game}.yaml`: each term with
 * its names in the languages the sources give.
 *
 * @example
 * game: ti4
 * terms:
 *   - id: fighter
 *     names: { en: [fighter, fighters], ru: [истребитель, истребители] }
 *     topics: [ti4/component-limitations]
 */
export const glossarySchema = z.strictObject({
  game: slug,
  terms: z.array(
    z.strictObject({
      id: slug,
      /** Names by language, the headword first, then other forms the texts use. */
      names: z
        .strictObject({
          ru: z.array(z.string().min(1)).min(1),
          en: z.array(z.string().min(1)).min(1),
          fr: z.array(z.string().min(1)).min(1),
        })
        .partial(),
      /**
       * Languages whose headword (the first name) the editors added: a
       * dictionary form the sources do not print (the other names they do).
       */
      addedByEditors: z.array(language).default([]),
      /** Topics that use the term, by id. */
      topics: z.array(topicId).min(1),
      /**
       * The topic that defines the term (a glossary entry of the game), where
       * its id is not the term's own: a topic `{game}/{term id}` defines its
       * term without being named here.
       */
      definition: topicId.optional(),
    }),
  ),
});

/**
 * `content/published-ids.yaml`: the paragraph ids published, by topic. A
 * published id never changes and never goes away (`npm run ids:publish`
 * appends new ones).
 *
 * ti4/component-limitations:
 *   - dice
 *   - tokens
 */
export const publishedIdsSchema = z.record(topicId, z.array(slug));

/** A text, `game/topic.lang`, as its file in `content/topics/` is named, e.g. `ti4/component-limitations.ru`. */
const textId = z
  .string()
  .regex(
    new RegExp(`^[a-z0-9]+(?:-[a-z0-9]+)*/[a-z0-9]+(?:-[a-z0-9]+)*\\.(?:${languages.join('|')})$`),
    'must be a text "game/topic.lang", e.g. "ti4/component-limitations.ru"',
  );

/**
 * A text's id, `game/topic.lang`, as its file in `content/topics/` is named:
 * what the records and a reader's device know a text by.
 *
 * @example
 * textIdOf({ topicId: 'ti4/component-limitations', lang: 'ru' }) // 'ti4/component-limitations.ru'
 */
export const textIdOf = (text: { topicId: string; lang: string }) => `${text.topicId}.${text.lang}`;

/**
 * `content/published-revisions.yaml`: the earlier revisions published, by
 * text: each one's key in addresses (`r1`, its order) and what identifies its
 * words (`wordsKey` of the content model, 12 hexadecimal digits). A link may
 * cite a paragraph as it read in one (`…/~history/#r1-note-3`), so a
 * published revision keeps its order and its words (`npm run ids:publish`
 * appends new ones).
 *
 * ti4/component-limitations.ru:
 *   r1: 3c5bd6c1a0e2
 */
export const publishedRevisionsSchema = z.record(
  textId,
  z.record(
    z.string().regex(/^r[1-9][0-9]*$/, 'must be a revision\'s key, "r" and its order, e.g. "r1"'),
    z
      .string()
      .regex(/^[0-9a-f]{12}$/, 'must be the words key of 12 hexadecimal digits that `npm run ids:publish` writes'),
  ),
);

/** A paragraph's fingerprint: the start of a SHA-256 of it as the model reads it (`src/content-model/fingerprint.ts`). */
const fingerprint = z
  .string()
  .regex(
    /^[0-9a-f]{12}$/,
    'must be a fingerprint of 12 hexadecimal digits, as `npm run translations:reviewed` writes it',
  );

/**
 * The original paragraph a translation was checked against, as
 * `npm run translations:reviewed` records it: its fingerprint, its printed
 * number and its words, tagged as in a PO file (`translation-files/markup-tags.ts`),
 * so that once the original changes its page can show what changed, word by
 * word. A record written before the words were kept holds the fingerprint
 * alone (then what changed cannot be shown).
 *
 * @example
 * { fingerprint: 'c4106e055e97', number: '1.', words: '<b>Dice:</b> Dice are limitless.' }
 * 'c4106e055e97'
 */
const checkedOriginalSchema = z.union(
  [
    fingerprint,
    z.strictObject({
      fingerprint,
      /** The original paragraph's printed number, where it has one. */
      number: z.string().min(1).optional(),
      /** The original paragraph's words, tagged as in a PO file's `msgid`. */
      words: z.string().min(1),
    }),
  ],
  {
    error:
      'must be a fingerprint of 12 hexadecimal digits, or the fingerprint, number and words of the original paragraph, as `npm run translations:reviewed` writes them',
  },
);

/**
 * `content/reviewed-translations.yaml`: for each translation of a topic that
 * has an original, the original paragraph each of its paragraphs was last
 * checked against (`checkedOriginalSchema`), by paragraph id. Written by
 * `npm run translations:reviewed -- {topic} {lang}`.
 *
 * ti4/component-limitations:
 *   ru:
 *     dice:
 *       fingerprint: c4106e055e97
 *       number: '1.'
 *       words: '<b>Dice:</b> Dice are limitless.'
 *     tokens: 0e3f…   # a record written before the words were kept
 */
export const reviewedTranslationsSchema = z.record(
  topicId,
  z.partialRecord(language, z.record(slug, checkedOriginalSchema)),
);

export type Game = z.infer<typeof gameSchema>;
export type FrontMatter = z.infer<typeof frontMatterSchema>;
export type Run = z.infer<typeof runSchema>;
export type Block = z.infer<typeof blockSchema>;
export type Paragraph = z.infer<typeof paragraphSchema>;
/** A topic's text in one language (see `textSchema`). */
export type Text = z.infer<typeof textSchema>;
export type Glossary = z.infer<typeof glossarySchema>;
export type PublishedIds = z.infer<typeof publishedIdsSchema>;
export type PublishedRevisions = z.infer<typeof publishedRevisionsSchema>;
export type EarlierRevision = z.infer<typeof earlierRevisionSchema>;
export type TranslationReview = z.infer<typeof translationReviewSchema>;
export type ReviewedTranslations = z.infer<typeof reviewedTranslationsSchema>;
export type CheckedOriginal = z.infer<typeof checkedOriginalSchema>;
