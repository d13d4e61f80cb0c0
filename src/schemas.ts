/**
 * What content looks like: the single statement of it, shared by the
 * collections in `content.config.ts` and the content checks in `scripts/`.
 */
import { z } from 'astro/zod';
import { languages } from './utils/languages.ts';
import { languageRuns } from './utils/paragraphs.ts';

/** A language of the site. */
export const language = z.enum(languages);

/** A slug: lower-case ASCII words joined by hyphens, e.g. `component-limitations`. */
export const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case ASCII words joined by hyphens, e.g. "fighter-tokens"');

/** A topic id, `game/topic`, e.g. `ti4/component-limitations`. */
export const topicId = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*\/[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a topic id "game/topic", e.g. "ti4/units"');

/** Text in some of the site's languages, e.g. `{ en: 'Units', ru: 'Отряды' }`. */
export const someLanguages = z
  .object({ ru: z.string().min(1), en: z.string().min(1), fr: z.string().min(1) })
  .partial()
  .refine((names) => Object.keys(names).length > 0, 'needs a name in at least one language');

/** Text in every language of the site. */
export const everyLanguage = z.object({ ru: z.string().min(1), en: z.string().min(1), fr: z.string().min(1) });

/**
 * A game, from `content/games/{id}.yaml`.
 *
 * @example
 * name: { en: Twilight Imperium (4th edition), ru: …, fr: … }
 * short: TI4
 * knownTopics:
 *   units: { en: Units, ru: Отряды }
 */
export const gameSchema = z.object({
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
    .record(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*#[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be "topic#paragraph", e.g. "actions#example-1"'), someLanguages)
    .default({}),
});

/**
 * A topic in one language, from the front matter of
 * `content/topics/{game}/{topic}.{lang}.mdx`.
 *
 * @example
 * game: ti4
 * lang: ru
 * title: Ограничение на компоненты
 * number: "49"
 * related: [ti4/units, ti4/producing-units]
 * source: { seed: 004_f49852b638619b35.txt, edition: … }
 */
export const topicFields = z.object({
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
  /** Where the text comes from. */
  source: z.object({
    /** The source file in `shared/seeds/` this text was converted from. */
    seed: z.string().min(1),
    /** Which document or edition, in words. */
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
  }),
  /** Translator's notes that concern the whole topic (inline ones stay in the text). */
  translatorNotes: z.array(z.string().min(1)).default([]),
});

/**
 * A topic as pages read it: `title` in plain text (for `<title>` and link
 * previews) and `titleRuns`, the same cut into runs by language for headings
 * and lists (`<LanguageRuns>`).
 *
 * @example
 * topicSchema.parse({ …, title: '<Original lang="en">Activate Force</Original> (activer de la Force)' })
 * // { …, title: 'Activate Force (activer de la Force)', titleRuns: [{ text: 'Activate Force', lang: 'en' }, { text: ' (activer de la Force)' }] }
 */
export const topicSchema = topicFields.transform(({ title, ...topic }) => {
  const titleRuns = languageRuns(title);
  return { ...topic, title: titleRuns.map((run) => run.text).join(''), titleRuns };
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
export const glossarySchema = z.object({
  game: slug,
  terms: z.array(
    z.object({
      id: slug,
      /** Names by language, the headword first, then other forms the texts use. */
      names: z
        .object({ ru: z.array(z.string().min(1)).min(1), en: z.array(z.string().min(1)).min(1), fr: z.array(z.string().min(1)).min(1) })
        .partial(),
      /**
       * Languages whose headword (the first name) the editors added: a
       * dictionary form the sources do not print (the other names they do).
       */
      addedByEditors: z.array(language).default([]),
      /** Topics that use the term, by id. */
      topics: z.array(topicId).min(1),
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

export type Game = z.infer<typeof gameSchema>;
export type TopicData = z.infer<typeof topicSchema>;
export type Glossary = z.infer<typeof glossarySchema>;
export type PublishedIds = z.infer<typeof publishedIdsSchema>;
