/**
 * A synthetic rules corpus for the bench: `topics` topics per language in
 * Russian (Cyrillic), English and French (Latin with accents), each text made
 * of `<Heading>` and `<Rule>` paragraphs of realistic rule length (1–4
 * sentences, about 300 characters), with numbered and sub-rules, lists,
 * `<Ref>` links between topics and related topics, spread over games of at
 * most 200 topics. The same topic has the same paragraph ids in every
 * language, as real translations do. Deterministic (seeded).
 *
 * @example
 * await writeSyntheticContent('/tmp/bench/content', 1000); // 3,000 .mdx files
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

type Lang = 'ru' | 'en' | 'fr';
const langs: Lang[] = ['ru', 'en', 'fr'];

const words: Record<Lang, string[]> = {
  en: 'player card unit token system fleet ship planet action phase round turn ability effect resolve discard draw hand deck combat attack defender attacker roll dice hit destroy produce place remove move space ground force command strategy trade good influence resource objective point score game board supply reinforcements opponent each any that their must may cannot instead during after before when if then until following'.split(' '),
  fr: 'joueur carte unité jeton système flotte vaisseau planète action phase tour capacité effet résoudre défausser piocher main pioche combat attaque défenseur attaquant lancer dé touché détruire produire placer retirer déplacer espace terrestre force commandement stratégie marchandise influence ressource objectif point marquer partie plateau réserve renforts adversaire chaque tout être où dès après avant lorsque jusqu’à à côté déjà même élément étape règle'.split(' '),
  ru: 'игрок карта отряд жетон система флот корабль планета действие фаза раунд ход способность эффект разыграть сбросить взять рука колода бой атака защитник нападающий бросок кубик попадание уничтожить произвести поместить убрать переместить космос наземный сила приказ стратегия товар влияние ресурс цель очко получить игра поле запас подкрепления противник каждый любой который должен может нельзя вместо во время после перед когда если затем пока следующий'.split(' '),
};

const gameNames: Record<Lang, string> = { en: 'Synthetic game', fr: 'Jeu synthétique', ru: 'Синтетическая игра' };

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

function sentence(next: () => number, lang: Lang): string {
  const text = Array.from({ length: between(next, 8, 28) }, () => pick(next, words[lang])).join(' ');
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
}

function title(next: () => number, lang: Lang): string {
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

function mdx(next: () => number, lang: Lang, game: string, topicTitle: string, plans: Plan[], related: string[]): string {
  const front = [
    '---',
    `game: ${game}`,
    `lang: ${lang}`,
    `title: ${JSON.stringify(topicTitle)}`,
    `related: [${related.join(', ')}]`,
    'source:',
    '  seed: synthetic.txt',
    '  edition: "Synthetic benchmark corpus"',
    '---',
    '',
  ];
  const body = plans.map((plan) => {
    if (plan.kind === 'heading') return `<Heading id="${plan.id}">${title(next, lang)}</Heading>\n`;
    const sentences = Array.from({ length: plan.sentences }, () => sentence(next, lang));
    if (plan.ref) sentences.push(`<Ref to="${plan.ref}">${title(next, lang)}</Ref>.`);
    const list = Array.from({ length: plan.list }, () => `- ${title(next, lang)}`).join('\n');
    return `<Rule id="${plan.id}" n="${plan.number}"${plan.sub ? ' sub' : ''}>\n\n${sentences.join(' ')}\n${list ? `\n${list}\n` : ''}\n</Rule>\n`;
  });
  return `${front.join('\n')}\n${body.join('\n')}`;
}

/** Writes `content/games`, `content/topics` and an empty `content/terms` under `contentDir`. */
export async function writeSyntheticContent(contentDir: string, topics: number): Promise<void> {
  const next = random(topics);
  const perGame = 200;
  const games = Math.max(1, Math.ceil(topics / perGame));
  await mkdir(join(contentDir, 'terms'), { recursive: true });
  await mkdir(join(contentDir, 'games'), { recursive: true });
  for (let g = 0; g < games; g += 1) {
    const game = `game${String(g + 1).padStart(2, '0')}`;
    const names = langs.map((lang) => `  ${lang}: "${gameNames[lang]} ${g + 1}"`).join('\n');
    await writeFile(join(contentDir, 'games', `${game}.yaml`), `name:\n${names}\nshort: G${g + 1}\nknownTopics: {}\n`);
    const count = Math.min(perGame, topics - g * perGame);
    const slugs = Array.from({ length: count }, (_, index) => `topic-${index + 1}`);
    const dir = join(contentDir, 'topics', game);
    await mkdir(dir, { recursive: true });
    for (const slug of slugs) {
      const others = slugs.filter((other) => other !== slug).map((other) => `${game}/${other}`);
      const plans = planTopic(next, others);
      const related = Array.from({ length: between(next, 0, 4) }, () => pick(next, others)).filter((id, index, all) => all.indexOf(id) === index);
      for (const lang of langs) {
        await writeFile(join(dir, `${slug}.${lang}.mdx`), mdx(next, lang, game, title(next, lang), plans, related));
      }
    }
  }
}
