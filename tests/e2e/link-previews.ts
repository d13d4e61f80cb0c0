/**
 * The link-preview tags of topic and paragraph pages (and of a paragraph as it
 * read in an earlier revision, `…/~history/r1-note-3/`), read from their HTML
 * as a link unfurler reads it (no script runs), and what they must be; checked
 * on every built page by `built-files.spec.ts`.
 *
 * @example
 * expect(previewTags(await headOf(html))).toEqual(expectedPreviewTags('/fr/ti4/component-limitations/', 'ti4/component-limitations'));
 */
import { siteSettings } from '../../site.config.ts';
import { citationLabels } from '../../src/citations/citations.ts';
import { revisionsOf } from '../../src/history/revisions.ts';
import { revisionChanges } from '../../src/history/trace.ts';
import { useTranslations } from '../../src/i18n/interface-strings.ts';
import { textFor, type Library } from '../../src/library/library.ts';
import { interfaceString, languages, textLanguage, textLanguages, type Language } from '../support/site.ts';

/** The site's origin, as the build names it in link previews (`site.config.ts`). */
export const origin = new URL(siteSettings.site).origin;

/** The characters Astro escapes in attribute values. */
const entities: Record<string, string> = {
  '&quot;': '"',
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&#39;': "'",
  '&#x27;': "'",
};
export const unescapeEntities = (value: string) =>
  value.replace(/&(?:quot|amp|lt|gt|#39|#x27);/g, (entity) => entities[entity]);

/** The `<head>` tags of a built page, by a plain read of its HTML. */
export async function headOf(html: string) {
  const head = html.match(/<head>([\s\S]*?)<\/head>/)![1];
  const attrs = (tag: string) =>
    Object.fromEntries(
      [...tag.matchAll(/([a-z:-]+)="([^"]*)"/g)].map(([, name, value]) => [name, unescapeEntities(value)]),
    );
  const tags = [...head.matchAll(/<(meta|link)\b[^>]*>/g)].map(([tag]) => attrs(tag));
  const meta = (key: string) => tags.find((tag) => tag.name === key || tag.property === key)?.content;
  const alternates = Object.fromEntries(
    tags.filter((tag) => tag.rel === 'alternate' && tag.hreflang).map((tag) => [tag.hreflang, tag.href]),
  );
  return {
    title: head.match(/<title>([^<]*)<\/title>/)?.[1],
    canonical: tags.find((tag) => tag.rel === 'canonical')?.href,
    alternates,
    meta,
    locales: tags.filter((tag) => tag.property === 'og:locale:alternate').map((tag) => tag.content),
  };
}

const ogLocale: Record<Language, string> = { ru: 'ru_RU', en: 'en_US', fr: 'fr_FR' };

/**
 * The link-preview tags of a page, as compared below (one comparison per page: there are hundreds).
 * The Twitter card takes its title and description from Open Graph (X's card markup falls back to
 * `og:title` and `og:description`): a page repeats neither, tens of thousands of paragraph pages are lighter.
 */
export function previewTags(head: Awaited<ReturnType<typeof headOf>>) {
  const text = ['title', 'description', 'og:title', 'og:description', 'og:site_name'];
  return {
    empty: text.filter((key) => !(key === 'title' ? head.title : head.meta(key))?.trim()),
    repeatedForTwitter: ['twitter:title', 'twitter:description'].filter((key) => head.meta(key) !== undefined),
    descriptionsAgree: head.meta('og:description') === head.meta('description'),
    canonical: head.canonical,
    'og:url': head.meta('og:url'),
    'og:type': head.meta('og:type'),
    'og:locale': head.meta('og:locale'),
    'og:locale:alternate': [...head.locales].sort(),
    'twitter:card': head.meta('twitter:card'),
    alternates: head.alternates,
  };
}

/**
 * What the link-preview tags of a topic or paragraph page must be: complete, and announcing the text in its own
 * language. A fallback page (the text in another language than the page's) names as canonical URL and og:url the
 * same page in the text's language, and that language as og:locale; its alternates are those of that page, so the
 * canonical page is always one of them.
 */
export function expectedPreviewTags(path: string, topicId: string): ReturnType<typeof previewTags> {
  const lang = path.split('/')[1] as Language;
  const available = textLanguages(topicId);
  const textLang = textLanguage(topicId, lang);
  const samePathIn = (other: string) => `${origin}${path.replace(/^\/[a-z]{2}\//, `/${other}/`)}`;
  return {
    empty: [],
    descriptionsAgree: true,
    canonical: samePathIn(textLang),
    'og:url': samePathIn(textLang),
    'og:type': 'article',
    'og:locale': ogLocale[textLang],
    'og:locale:alternate': available
      .filter((other) => other !== textLang)
      .map((other) => ogLocale[other])
      .sort(),
    'twitter:card': 'summary',
    repeatedForTwitter: [],
    alternates: {
      ...Object.fromEntries(available.map((other) => [other, samePathIn(other)])),
      'x-default': samePathIn(available.includes('en') ? 'en' : languages.find((other) => available.includes(other))!),
    },
  };
}

/** A text's words without the punctuation that joins blocks and cuts them (`lineOfPlain`'s "; " and ": ", the "…" of a cut). */
export const wordsOf = (text: string) =>
  text
    .replace(/[;:,.…]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
/** `game/topic` of a topic or paragraph page's path. */
export const topicIdOf = (path: string) => path.split('/').slice(2, 4).join('/');

/** A paragraph as it read in an earlier revision, whose words a later revision changed or removed: its own preview page. */
export interface RevisionParagraphPreview {
  /** `/ru/ti4/component-limitations/~history/r1-note-3/` */
  path: string;
  lang: Language;
  topicId: string;
  /** The text's language (the page's, or another on a fallback page). */
  textLang: Language;
  order: number;
  id: string;
  /** The page's title: the topic's, what the paragraph was cited as in that revision, and the revision. */
  title: string;
  /** Its words in that revision. */
  words: string;
  /** What a later revision did to them, and the current paragraph where it is still there. */
  later: { order: number; kind: 'changed' | 'removed' };
  currentPath?: string;
}

/**
 * Every revision paragraph page a build must have, from the content model: in each language whose topic page shows a
 * text with revisions, each paragraph of a revision whose words a later revision changed or removed.
 */
export function revisionParagraphPreviews(library: Library): RevisionParagraphPreview[] {
  return [...library.topics.values()].flatMap((topic) =>
    languages.flatMap((lang) => {
      const text = textFor(topic, lang);
      const revisions = revisionsOf(text);
      const changes = revisionChanges(revisions);
      const t = useTranslations(lang);
      return revisions.flatMap((revision, index) => {
        const labels = citationLabels(revision.paragraphs, t);
        return changes[index].flatMap((change): RevisionParagraphPreview[] => {
          const next = changes
            .slice(index + 1)
            .flat()
            .find((other) => other.id === change.id && other.kind !== 'renumbered');
          if (!change.after || !next) return [];
          const order = revisions.find((each) => each.key === next.revision)!.order;
          return [
            {
              path: `/${lang}/${topic.id}/~history/r${revision.order}-${change.id}/`,
              lang,
              topicId: topic.id,
              textLang: text.lang,
              order: revision.order,
              id: change.id,
              title: interfaceString(lang, 'history.paragraphTitle', {
                title: text.title,
                label: labels.get(change.id)!,
                order: String(revision.order),
              }),
              words: change.after.text,
              later: { order, kind: next.kind === 'removed' ? 'removed' : 'changed' },
              ...(revisions.at(-1)!.byId.has(change.id) ? { currentPath: `/${lang}/${topic.id}/#${change.id}` } : {}),
            },
          ];
        });
      });
    }),
  );
}

/**
 * What the link-preview tags of a revision paragraph page must be: complete, `noindex`, its canonical URL and only
 * alternate the same page in its text's language (the revisions are that text's).
 */
export function expectedRevisionPreviewTags(preview: RevisionParagraphPreview): ReturnType<typeof previewTags> {
  const own = `${origin}${preview.path.replace(/^\/[a-z]{2}\//, `/${preview.textLang}/`)}`;
  return {
    empty: [],
    descriptionsAgree: true,
    canonical: own,
    'og:url': own,
    'og:type': 'article',
    'og:locale': ogLocale[preview.textLang],
    'og:locale:alternate': [],
    'twitter:card': 'summary',
    repeatedForTwitter: [],
    alternates: { [preview.textLang]: own, 'x-default': own },
  };
}
