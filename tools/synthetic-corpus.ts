/**
 * A synthetic rules corpus for the bench: `topics` topics per language in
 * Russian (Cyrillic), English and French (Latin with accents), each text made
 * of headings and rule paragraphs of realistic rule length (1–4 sentences,
 * about 300 characters), with numbered and sub-rules, lists, links between
 * topics and related topics, spread over games of at most 200 topics. The same
 * topic has the same paragraph ids in every language, as real translations do.
 * Deterministic (seeded).
 *
 * One generator (`syntheticGames`) draws the texts; two writers print the same
 * texts, word for word:
 * - `writeSyntheticContent`: our `content/` (`<Heading>`, `<Rule>`, `<Ref>`),
 *   with earlier revisions of the texts if asked (`earlierRevisions`);
 * - `writeStarlightProject`: a Starlight project (config and docs collection),
 *   the baseline the bench compares our build with.
 *
 * @example
 * await writeSyntheticContent('/tmp/bench/content', 1000); // 3,000 .mdx files
 * await writeStarlightProject('/tmp/bench-starlight', 1000); // the same 3,000 texts for Starlight
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import en from '../src/i18n/locales/en.json' with { type: 'json' };
import fr from '../src/i18n/locales/fr.json' with { type: 'json' };
import ru from '../src/i18n/locales/ru.json' with { type: 'json' };
import project from '../package.json' with { type: 'json' };
import { defaultLanguage, languageNames, languages, type Language } from '../src/i18n/languages.ts';

/** The few interface strings of ours a Starlight page needs too (e.g. "Related topics"), from `src/i18n/locales/`. */
interface PageStrings {
  site: { name: string };
  home: { title: string };
  game: { topics: string };
  topic: { related: string };
}
const interfaceStrings: Record<Language, PageStrings> = { ru, en, fr };

const words: Record<Language, string[]> = {
  en: 'player card unit token system fleet ship planet action phase round turn ability effect resolve discard draw hand deck combat attack defender attacker roll dice hit destroy produce place remove move space ground force command strategy trade good influence resource objective point score game board supply reinforcements opponent each any that their must may cannot instead during after before when if then until following'.split(
    ' ',
  ),
  fr: 'joueur carte unité jeton système flotte vaisseau planète action phase tour capacité effet résoudre défausser piocher main pioche combat attaque défenseur attaquant lancer dé touché détruire produire placer retirer déplacer espace terrestre force commandement stratégie marchandise influence ressource objectif point marquer partie plateau réserve renforts adversaire chaque tout être où dès après avant lorsque jusqu’à à côté déjà même élément étape règle'.split(
    ' ',
  ),
  ru: 'игрок карта отряд жетон система флот корабль планета действие фаза раунд ход способность эффект разыграть сбросить взять рука колода бой атака защитник нападающий бросок кубик попадание уничтожить произвести поместить убрать переместить космос наземный сила приказ стратегия товар влияние ресурс цель очко получить игра поле запас подкрепления противник каждый любой который должен может нельзя вместо во время после перед когда если затем пока следующий'.split(
    ' ',
  ),
};

const gameNames: Record<Language, string> = { en: 'Synthetic game', fr: 'Jeu synthétique', ru: 'Синтетическая игра' };

/** Topics per game: a game never holds more. */
const topicsPerGame = 200;

/** A small seeded PRNG (mulberry32), so every run writes the same corpus. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function between(next: () => number, min: number, max: number): number {
  return min + Math.floor(next() * (max - min + 1));
}

function pick<T>(next: () => number, items: T[]): T {
  return items[Math.floor(next() * items.length)]!;
}

function sentence(next: () => number, lang: Language): string {
  const text = Array.from({ length: between(next, 8, 28) }, () => pick(next, words[lang])).join(' ');
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
}

function title(next: () => number, lang: Language): string {
  const text = Array.from({ length: between(next, 1, 3) }, () => pick(next, words[lang])).join(' ');
  return `${text[0]!.toUpperCase()}${text.slice(1)}`;
}

/** One paragraph's plan, shared by the three languages. */
interface Plan {
  id: string;
  kind: 'heading' | 'rule';
  number?: string;
  sub: boolean;
  sentences: number;
  list: number;
  ref?: string;
}

function planTopic(next: () => number, others: string[]): Plan[] {
  const plans: Plan[] = [{ id: 'rules', kind: 'heading', sub: false, sentences: 0, list: 0 }];
  let number = 0;
  let sub = 0;
  const count = between(next, 3, 20);
  for (let index = 1; index <= count; index += 1) {
    if (index > 1 && next() < 0.1) {
      plans.push({ id: `section-${index}`, kind: 'heading', sub: false, sentences: 0, list: 0 });
      continue;
    }
    const isSub = number > 0 && next() < 0.3;
    if (isSub) sub += 1;
    else {
      number += 1;
      sub = 0;
    }
    plans.push({
      id: `rule-${index}`,
      kind: 'rule',
      number: isSub ? `${number}.${sub}` : `${number}.`,
      sub: isSub,
      sentences: between(next, 1, 4),
      list: next() < 0.12 ? between(next, 2, 5) : 0,
      ref: others.length > 0 && next() < 0.2 ? pick(next, others) : undefined,
    });
  }
  return plans;
}

/** A heading of a synthetic text, e.g. `{ kind: 'heading', id: 'rules', text: 'Attacker' }`. */
export interface SyntheticHeading {
  kind: 'heading';
  id: string;
  text: string;
}

/**
 * A rule paragraph of a synthetic text: its sentences, then an optional link
 * to another topic (a sentence of its own), then an optional list.
 *
 * @example
 * { kind: 'rule', id: 'rule-8', number: '5.1', sub: true, sentences: ['Opponent planet move.'], ref: { to: 'game01/topic-3', text: 'Until remove' }, list: [] }
 */
export interface SyntheticRule {
  kind: 'rule';
  id: string;
  /** As printed: `5.` or, for a sub-rule, `5.1`; none for a paragraph only an earlier revision has. */
  number?: string;
  sub: boolean;
  sentences: string[];
  /** A link to another topic: `to` is its id (`game01/topic-3`), `text` the linked words. */
  ref?: { to: string; text: string };
  list: string[];
}

/** One topic's text in one language. */
export interface SyntheticText {
  title: string;
  paragraphs: (SyntheticHeading | SyntheticRule)[];
}

/** One topic: its slug (`topic-7`), its related topics' ids (`game01/topic-3`) and its text in each language. */
export interface SyntheticTopic {
  slug: string;
  related: string[];
  texts: Record<Language, SyntheticText>;
}

/** One game (`game01`): its name in each language and its topics. */
export interface SyntheticGame {
  id: string;
  names: Record<Language, string>;
  short: string;
  topics: SyntheticTopic[];
}

/** Draws one language's words for a topic's plan (in the order the corpus has always drawn them: title, then paragraphs). */
function drawText(next: () => number, lang: Language, plans: Plan[]): SyntheticText {
  const topicTitle = title(next, lang);
  const paragraphs = plans.map((plan): SyntheticHeading | SyntheticRule => {
    if (plan.kind === 'heading') return { kind: 'heading', id: plan.id, text: title(next, lang) };
    const sentences = Array.from({ length: plan.sentences }, () => sentence(next, lang));
    const ref = plan.ref ? { to: plan.ref, text: title(next, lang) } : undefined;
    const list = Array.from({ length: plan.list }, () => title(next, lang));
    return { kind: 'rule', id: plan.id, number: plan.number!, sub: plan.sub, sentences, ref, list };
  });
  return { title: topicTitle, paragraphs };
}

/**
 * The synthetic corpus of `topics` topics per language, one game at a time
 * (a game's topics refer only to each other). Seeded by `topics`: the same
 * size gives the same texts.
 *
 * @example
 * for (const game of syntheticGames(300)) console.log(game.id, game.topics.length); // game01 200, game02 100
 */
export function* syntheticGames(topics: number): Generator<SyntheticGame> {
  const next = random(topics);
  const games = Math.max(1, Math.ceil(topics / topicsPerGame));
  for (let g = 0; g < games; g += 1) {
    const id = `game${String(g + 1).padStart(2, '0')}`;
    const count = Math.min(topicsPerGame, topics - g * topicsPerGame);
    const slugs = Array.from({ length: count }, (_, index) => `topic-${index + 1}`);
    const gameTopics = slugs.map((slug): SyntheticTopic => {
      const others = slugs.filter((other) => other !== slug).map((other) => `${id}/${other}`);
      const plans = planTopic(next, others);
      const related = Array.from({ length: between(next, 0, 4) }, () => pick(next, others)).filter(
        (other, index, all) => all.indexOf(other) === index,
      );
      const texts = Object.fromEntries(languages.map((lang) => [lang, drawText(next, lang, plans)])) as Record<
        Language,
        SyntheticText
      >;
      return { slug, related, texts };
    });
    const names = Object.fromEntries(languages.map((lang) => [lang, `${gameNames[lang]} ${g + 1}`])) as Record<
      Language,
      string
    >;
    yield { id, names, short: `G${g + 1}`, topics: gameTopics };
  }
}

/**
 * A topic's text as our MDX (`content/topics/{game}/{topic}.{lang}.mdx`).
 *
 * @example
 * ourTopicMdx('en', 'game01', topic) // '---\ngame: game01\nlang: en\n…<Rule id="rule-1" n="1.">\n\nToken good …'
 */
function ourTopicMdx(
  lang: Language,
  game: string,
  topic: SyntheticTopic,
  text: SyntheticText = topic.texts[lang],
  revision?: { order: number; label?: string },
): string {
  const front = [
    '---',
    `game: ${game}`,
    `lang: ${lang}`,
    `title: ${JSON.stringify(text.title)}`,
    `related: [${topic.related.join(', ')}]`,
    'source:',
    '  seed: synthetic.txt',
    '  edition: "Synthetic benchmark corpus"',
    ...(revision
      ? [
          'revision:',
          `  order: ${revision.order}`,
          ...(revision.label ? [`  label: ${JSON.stringify(revision.label)}`] : []),
        ]
      : []),
    '---',
    '',
  ];
  const body = text.paragraphs.map((paragraph) => {
    if (paragraph.kind === 'heading') return `<Heading id="${paragraph.id}">${paragraph.text}</Heading>\n`;
    const sentences = paragraph.ref
      ? [...paragraph.sentences, `<Ref to="${paragraph.ref.to}">${paragraph.ref.text}</Ref>.`]
      : paragraph.sentences;
    const list = paragraph.list.map((item) => `- ${item}`).join('\n');
    const number = paragraph.number ? ` n="${paragraph.number}"` : '';
    return `<Rule id="${paragraph.id}"${number}${paragraph.sub ? ' sub' : ''}>\n\n${sentences.join(' ')}\n${list ? `\n${list}\n` : ''}\n</Rule>\n`;
  });
  return `${front.join('\n')}\n${body.join('\n')}`;
}

/**
 * The earlier revisions of a text, earliest first (`count` of them), each made
 * from the one after it as an erratum would change it: a tenth of its rules
 * (one at least) reworded (a sentence drawn anew), one rule of the later revision not
 * there yet (added by it), and one rule that the later revision removed
 * (`{id}-was-{order}`, unnumbered). Seeded by `seed`: the same text gets the
 * same revisions.
 *
 * @example
 * earlierRevisions(topic.texts.en, 'en', 2, 7) // [revision 1, revision 2]; the text itself is revision 3
 */
export function earlierRevisions(text: SyntheticText, lang: Language, count: number, seed: number): SyntheticText[] {
  const next = random(seed);
  const revisions: SyntheticText[] = [];
  let later = text;
  for (let order = count; order >= 1; order -= 1) {
    const rules = later.paragraphs.filter((paragraph): paragraph is SyntheticRule => paragraph.kind === 'rule');
    const notYet = rules.length > 1 ? pick(next, rules.slice(1)).id : undefined;
    const others = rules.filter((rule) => rule.id !== notYet);
    const rewordedIds = new Set<string>();
    while (rewordedIds.size < Math.max(1, Math.round(rules.length / 10))) rewordedIds.add(pick(next, others).id);
    const paragraphs = later.paragraphs.flatMap((paragraph): (SyntheticHeading | SyntheticRule)[] => {
      if (paragraph.kind === 'heading') return [paragraph];
      if (paragraph.id === notYet) return [];
      const reworded = rewordedIds.has(paragraph.id)
        ? { ...paragraph, sentences: [sentence(next, lang), ...paragraph.sentences.slice(1)] }
        : paragraph;
      if (paragraph !== rules[0]) return [reworded];
      const removed: SyntheticRule = {
        kind: 'rule',
        id: `${paragraph.id}-was-${order}`,
        sub: false,
        sentences: [sentence(next, lang)],
        list: [],
      };
      return [reworded, removed];
    });
    later = { title: later.title, paragraphs };
    revisions.unshift(later);
  }
  return revisions;
}

/**
 * A word of the vocabulary made a word of every text of its language: the
 * text's last rule ends with it, as a sentence of its own (`Player.`). For
 * the search tests of a word in every text.
 *
 * @example
 * withWordInEveryText(games, { en: 'player', fr: 'joueur', ru: 'игрок' })
 */
function withWordInEveryText(game: SyntheticGame, words: Partial<Record<Language, string>>): SyntheticGame {
  for (const topic of game.topics) {
    for (const [lang, word] of Object.entries(words) as [Language, string][]) {
      const last = topic.texts[lang].paragraphs.findLast(
        (paragraph): paragraph is SyntheticRule => paragraph.kind === 'rule',
      );
      last?.sentences.push(`${word[0]!.toUpperCase()}${word.slice(1)}.`);
    }
  }
  return game;
}

/**
 * Writes `content/games`, `content/topics` and an empty `content/terms` under
 * `contentDir` (beside what is there: the real texts stay), and the source the
 * texts name, `sources/synthetic.txt`, beside it. `inEveryText`: a word of
 * each language's vocabulary put in every text of that language. `revisions`
 * (default 1: none earlier): how many revisions each text of the topics
 * `revisionsOf` picks (default every one) has, the earlier ones in
 * `content/revisions/{game}/{topic}.{lang}.r{order}.mdx` (`earlierRevisions`).
 */
export async function writeSyntheticContent(
  contentDir: string,
  topics: number,
  {
    inEveryText,
    revisions = 1,
    revisionsOf = () => true,
  }: {
    inEveryText?: Partial<Record<Language, string>>;
    revisions?: number;
    revisionsOf?: (topicId: string) => boolean;
  } = {},
): Promise<void> {
  await mkdir(join(contentDir, 'terms'), { recursive: true });
  await mkdir(join(contentDir, 'games'), { recursive: true });
  await mkdir(join(dirname(contentDir), 'sources'), { recursive: true });
  await writeFile(
    join(dirname(contentDir), 'sources', 'synthetic.txt'),
    'A synthetic corpus of made-up words, for benchmarks and tests (tools/synthetic-corpus.ts).\n',
  );
  for (const drawn of syntheticGames(topics)) {
    const game = inEveryText ? withWordInEveryText(drawn, inEveryText) : drawn;
    const names = languages.map((lang) => `  ${lang}: "${game.names[lang]}"`).join('\n');
    await writeFile(
      join(contentDir, 'games', `${game.id}.yaml`),
      `name:\n${names}\nshort: ${game.short}\nknownTopics: {}\n`,
    );
    const dir = join(contentDir, 'topics', game.id);
    await mkdir(dir, { recursive: true });
    const revisionsDir = join(contentDir, 'revisions', game.id);
    for (const [index, topic] of game.topics.entries()) {
      const revised = revisions > 1 && revisionsOf(`${game.id}/${topic.slug}`);
      if (revised) await mkdir(revisionsDir, { recursive: true });
      for (const [l, lang] of languages.entries()) {
        const text = topic.texts[lang];
        await writeFile(
          join(dir, `${topic.slug}.${lang}.mdx`),
          ourTopicMdx(lang, game.id, topic, text, revised ? { order: revisions } : undefined),
        );
        if (!revised) continue;
        for (const [order, earlier] of earlierRevisions(text, lang, revisions - 1, topics + index * 3 + l).entries())
          await writeFile(
            join(revisionsDir, `${topic.slug}.${lang}.r${order + 1}.mdx`),
            ourTopicMdx(lang, game.id, topic, earlier, { order: order + 1, label: `synthetic revision ${order + 1}` }),
          );
      }
    }
  }
}

/** A Starlight page's URL for a topic id or a game, in one language: `starlightPath('fr', 'game01/topic-3')` → `/fr/game01/topic-3/`. */
function starlightPath(lang: Language, id: string): string {
  return `/${lang}/${id}/`;
}

/** A Markdown list of links: `- [Title](/en/game01/topic-1/)` lines. */
function linkList(links: { text: string; href: string }[]): string {
  return links.map((link) => `- [${link.text}](${link.href})`).join('\n');
}

/**
 * A topic's text as the plain MDX a Starlight author would write, same words:
 * a heading as `## …`, a rule as a paragraph that starts with its printed
 * number (`5\.`: escaped, or Markdown would read an ordered list), a link to
 * another topic as a Markdown link to its page, lists as lists, and the related
 * topics as our pages show them ("Related topics" and their titles).
 *
 * @example
 * starlightTopicMdx('en', game, topic) // '---\ntitle: "Must during"\n---\n\n## Attacker\n\n1\\. Token good … [Force strategy move](/en/game01/topic-5/).\n…'
 */
function starlightTopicMdx(lang: Language, game: SyntheticGame, topic: SyntheticTopic): string {
  const text = topic.texts[lang];
  const body = text.paragraphs.map((paragraph) => {
    if (paragraph.kind === 'heading') return `## ${paragraph.text}\n`;
    const link = paragraph.ref ? [`[${paragraph.ref.text}](${starlightPath(lang, paragraph.ref.to)}).`] : [];
    // (A current text's rules are all numbered: only an earlier revision has one without.)
    const number = (paragraph.number ?? '').replace(/\.$/, '\\.');
    const list = paragraph.list.map((item) => `- ${item}`).join('\n');
    return `${number} ${[...paragraph.sentences, ...link].join(' ')}\n${list ? `\n${list}\n` : ''}`;
  });
  if (topic.related.length > 0) {
    const titles = new Map(game.topics.map((other) => [`${game.id}/${other.slug}`, other.texts[lang].title]));
    const links = topic.related.map((id) => ({ text: titles.get(id)!, href: starlightPath(lang, id) }));
    body.push(`## ${interfaceStrings[lang].topic.related}\n\n${linkList(links)}\n`);
  }
  return `---\ntitle: ${JSON.stringify(text.title)}\n---\n\n${body.join('\n')}`;
}

/** A game's page in Starlight (`{lang}/{game}/index.mdx`): its name and its topics, as our game pages list them. */
function starlightGameMdx(lang: Language, game: SyntheticGame): string {
  const links = game.topics.map((topic) => ({
    text: topic.texts[lang].title,
    href: starlightPath(lang, `${game.id}/${topic.slug}`),
  }));
  return `---\ntitle: ${JSON.stringify(game.names[lang])}\n---\n\n## ${interfaceStrings[lang].game.topics}\n\n${linkList(links)}\n`;
}

/** A language's home in Starlight (`{lang}/index.mdx`): its games, as our home lists them. */
function starlightHomeMdx(lang: Language, games: SyntheticGame[]): string {
  const links = games.map((game) => ({ text: game.names[lang], href: starlightPath(lang, game.id) }));
  return `---\ntitle: ${JSON.stringify(interfaceStrings[lang].home.title)}\n---\n\n${linkList(links)}\n`;
}

/**
 * Starlight's config for the baseline: the defaults, with i18n like ours
 * (every language prefixed: /ru/, /en/, /fr/; English the fallback) and the
 * same `site`. No `sidebar` option: Starlight's default, a sidebar generated
 * per locale from that locale's folder (every topic, grouped by game), is
 * what a Starlight user gets and what "Starlight's figures" mean. The content
 * cache lives in the project, not in the shared node_modules (as ours).
 */
function starlightConfig(): string {
  const title = Object.fromEntries(languages.map((lang) => [lang, interfaceStrings[lang].site.name]));
  const locales = Object.fromEntries(languages.map((lang) => [lang, { label: languageNames[lang] }]));
  return `// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';

export default defineConfig({
  site: 'https://rules.example.org',
  cacheDir: './.cache/astro',
  integrations: [
    starlight({
      title: ${JSON.stringify(title)},
      defaultLocale: ${JSON.stringify(defaultLanguage)},
      locales: ${JSON.stringify(locales)},
    }),
  ],
});
`;
}

/** Starlight's docs collection, as its getting-started template declares it. */
const starlightContentConfig = `import { defineCollection } from 'astro:content';
import { docsLoader } from '@astrojs/starlight/loaders';
import { docsSchema } from '@astrojs/starlight/schema';

export const collections = {
  docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }),
};
`;

/**
 * The Starlight project's package.json: it must name astro and Starlight (at
 * our versions) as dependencies, as a real project does, because Astro bundles
 * the Astro packages a project depends on; otherwise Starlight's middleware
 * stays external and fails on its `astro:content` import.
 */
function starlightPackageJson(): string {
  const dependencies = {
    '@astrojs/starlight': project.devDependencies['@astrojs/starlight'],
    astro: project.dependencies.astro,
  };
  return `${JSON.stringify({ name: 'starlight-baseline', private: true, type: 'module', dependencies }, null, 2)}\n`;
}

/** Starlight's template tsconfig (also keeps tools from taking a parent folder's). */
const starlightTsconfig = `${JSON.stringify({ extends: 'astro/tsconfigs/strict', include: ['.astro/types.d.ts', '**/*'], exclude: ['dist'] }, null, 2)}\n`;

/**
 * Writes a Starlight project with the same synthetic texts into `projectDir`
 * (all but `node_modules`): `package.json`, `tsconfig.json`, `astro.config.mjs`,
 * `src/content.config.ts` and `src/content/docs/{lang}/` with a home, a page
 * per game and `{game}/{topic}.mdx` per topic.
 *
 * @example
 * await writeStarlightProject('/tmp/bench-starlight', 100); // src/content/docs/fr/game01/topic-7.mdx, …
 */
export async function writeStarlightProject(projectDir: string, topics: number): Promise<void> {
  await mkdir(join(projectDir, 'src'), { recursive: true });
  await writeFile(join(projectDir, 'package.json'), starlightPackageJson());
  await writeFile(join(projectDir, 'tsconfig.json'), starlightTsconfig);
  await writeFile(join(projectDir, 'astro.config.mjs'), starlightConfig());
  await writeFile(join(projectDir, 'src/content.config.ts'), starlightContentConfig);
  const docs = join(projectDir, 'src/content/docs');
  const games: SyntheticGame[] = [];
  for (const game of syntheticGames(topics)) {
    games.push({ ...game, topics: [] });
    for (const lang of languages) {
      const dir = join(docs, lang, game.id);
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, 'index.mdx'), starlightGameMdx(lang, game));
      for (const topic of game.topics)
        await writeFile(join(dir, `${topic.slug}.mdx`), starlightTopicMdx(lang, game, topic));
    }
  }
  for (const lang of languages) await writeFile(join(docs, lang, 'index.mdx'), starlightHomeMdx(lang, games));
}
