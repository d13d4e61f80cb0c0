/**
 * The site search in the browser, loaded on first use by `SiteSearch.astro`.
 *
 * Each language has its own Pagefind bundle (`/pagefind/{lang}/`, see
 * `src/integrations/search-index.ts`), searched by its own Pagefind instance
 * with that language's stemmer. A query is searched in the interface language
 * and in the languages whose script it is written in; results come interface
 * language first, each labelled with its game and language, deep-linked to the
 * paragraph where the hit is inside one.
 *
 * Pagefind's excerpts are text with `<` and `>` escaped and `<mark>` around
 * the matches: they are turned into text nodes and `<mark>` elements, never
 * into HTML.
 *
 * @example
 * startSearch(document.querySelector('[data-site-search]'), input);
 */
import { languages, type Language } from '../utils/languages.ts';

/** Longest query searched: longer input is cut to this (the field allows no more). */
export const maxQueryLength = 200;
/** Pages shown per language. */
const pagesPerLanguage = 5;
/** Paragraphs shown per page. */
const paragraphsPerPage = 3;

interface Strings {
  results: Partial<Record<Intl.LDMLPluralRule, string>>;
  none: string;
  searching: string;
  term: string;
  /** The button that searches the other languages: "Also search the {{languages}} texts". */
  more: string;
  languages: Record<Language, string>;
}

interface SubResult {
  title: string;
  url: string;
  excerpt: string;
  locations: number[];
}

interface Fragment {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  sub_results: SubResult[];
}

interface PagefindInstance {
  init(): Promise<void>;
  search(term: string): Promise<{ results: { data(): Promise<Fragment> }[] } | null>;
}

/** A topic the glossary links a term to (`src/utils/glossary.ts`). */
interface TermTopic {
  url: string;
  title: string;
  lang: Language;
}

/** One link of the results: a topic or one of its paragraphs. */
interface ResultLink {
  url: string;
  title: string;
  excerpt: string;
}

/** One result: a topic text, or a glossary term with the topics that use it. */
interface Result {
  game: string;
  /** Language of the text the links lead to. */
  lang: Language;
  /** Language of the excerpt (a glossary term's names are in the index's language). */
  excerptLang: Language;
  term?: string;
  /** The language of the term's headword. */
  termLang?: Language;
  links: ResultLink[];
}

const instances = new Map<Language, Promise<PagefindInstance>>();

/** The Pagefind instance of a language's bundle, loaded once. */
function pagefindOf(lang: Language): Promise<PagefindInstance> {
  let instance = instances.get(lang);
  if (!instance) {
    const url = `${import.meta.env.BASE_URL}pagefind/${lang}/pagefind.js`;
    instance = import(/* @vite-ignore */ url).then(async (module) => {
      const pagefind: PagefindInstance = module.createInstance({ noWorker: true, excerptLength: 24 });
      await pagefind.init();
      return pagefind;
    });
    instances.set(lang, instance);
  }
  return instance;
}

/**
 * The languages to search a query in, in the order they are searched: those
 * written in the query's script (Cyrillic: ru; Latin: en, fr), the interface
 * language first. A query in neither script (a rule number) is searched in
 * every language, the interface language first.
 *
 * @example
 * languagesFor('истребители', 'fr') // ['ru']
 * languagesFor('empilement', 'en') // ['en', 'fr']
 * languagesFor('49.4', 'fr') // ['fr', 'ru', 'en']
 */
export function languagesFor(query: string, interfaceLang: Language): Language[] {
  const cyrillic = /\p{Script=Cyrillic}/u.test(query);
  const latin = /\p{Script=Latin}/u.test(query);
  const wanted = new Set<Language>(languages.filter((lang) => (cyrillic && lang === 'ru') || (latin && lang !== 'ru') || (!cyrillic && !latin)));
  return [interfaceLang, ...languages.filter((lang) => lang !== interfaceLang)].filter((lang) => wanted.has(lang));
}

/**
 * Splits the languages of a query into those searched at once and those
 * offered afterwards. Words are searched one language at a time until one
 * finds something (each language's index and stemmer cost ~75 KB on a phone);
 * the rest are offered with a button. A rule number is searched everywhere.
 *
 * @example
 * searchStages('fighter', 'en') // { now: ['en'], later: ['fr'] }
 */
export function searchStages(query: string, interfaceLang: Language): { now: Language[]; later: Language[] } {
  const all = languagesFor(query, interfaceLang);
  const hasLetters = /\p{L}/u.test(query);
  return hasLetters ? { now: all.slice(0, 1), later: all.slice(1) } : { now: all, later: [] };
}

/**
 * A Pagefind excerpt as DOM nodes: text, and `<mark>` around the matches.
 *
 * @example
 * excerptNodes('a &lt;b&gt; <mark>fighter</mark>') // [Text 'a <b> ', <mark>fighter</mark>]
 */
export function excerptNodes(excerpt: string): Node[] {
  const nodes: Node[] = [];
  let marked = false;
  for (const part of excerpt.split(/(<mark>|<\/mark>)/)) {
    if (part === '<mark>' || part === '</mark>') {
      marked = part === '<mark>';
      continue;
    }
    if (!part) continue;
    const text = document.createTextNode(part.replaceAll('&lt;', '<').replaceAll('&gt;', '>'));
    if (marked) {
      const mark = document.createElement('mark');
      mark.append(text);
      nodes.push(mark);
    } else {
      nodes.push(text);
    }
  }
  return nodes;
}

/** A topic text's result: its best paragraphs (`#id`), or the topic itself. */
function textResult(fragment: Fragment, lang: Language): Result {
  const title = fragment.meta.title ?? '';
  const paragraphs = fragment.sub_results
    .filter((sub) => sub.url.includes('#') && sub.locations.length > 0)
    .sort((a, b) => b.locations.length - a.locations.length)
    .slice(0, paragraphsPerPage)
    .map((sub) => ({ url: sub.url, title: sub.title && sub.title !== title ? `${title} — ${sub.title}` : title, excerpt: sub.excerpt }));
  return {
    game: fragment.meta.game ?? '',
    lang,
    excerptLang: lang,
    links: paragraphs.length > 0 ? paragraphs : [{ url: fragment.url, title, excerpt: fragment.excerpt }],
  };
}

/** A glossary term's result: the topics that use it. */
function termResult(fragment: Fragment, lang: Language): Result {
  let topics: TermTopic[] = [];
  try {
    topics = JSON.parse(fragment.meta.topics ?? '[]');
  } catch {
    topics = [];
  }
  return {
    game: fragment.meta.game ?? '',
    lang: topics[0]?.lang ?? lang,
    excerptLang: lang,
    term: fragment.meta.title,
    termLang: languages.find((other) => other === fragment.meta.titleLang) ?? lang,
    links: topics.map((topic) => ({ url: topic.url, title: topic.title, excerpt: fragment.excerpt })),
  };
}

/** Searches a query in some languages; results in the order of the languages given. */
async function searchIn(query: string, langs: Language[]): Promise<Result[]> {
  const byLanguage = await Promise.all(
    langs.map(async (lang) => {
      const response = await (await pagefindOf(lang)).search(query);
      const fragments = await Promise.all((response?.results ?? []).slice(0, pagesPerLanguage).map((result) => result.data()));
      return fragments.map((fragment) =>
        fragment.url.includes('/glossary/') ? termResult(fragment, lang) : textResult(fragment, lang),
      );
    }),
  );
  return byLanguage.flat();
}

/** Drops glossary terms whose topics are already in the results (or in `shown`). */
function withoutRepeats(results: Result[], shown: Set<string> = new Set()): Result[] {
  const found = new Set([...shown, ...results.filter((result) => !result.term).map((result) => result.links[0].url.split('#')[0])]);
  return results.filter((result) => {
    if (!result.term) return true;
    result.links = result.links.filter((link) => !found.has(link.url));
    result.links.forEach((link) => found.add(link.url));
    return result.links.length > 0;
  });
}

/**
 * Searches a query language by language (see `searchStages`) until one finds
 * something. Returns the results and the languages not searched yet.
 */
async function searchFirst(query: string, interfaceLang: Language): Promise<{ results: Result[]; later: Language[] }> {
  const { now, later } = searchStages(query, interfaceLang);
  let results = await searchIn(query, now);
  while (results.length === 0 && later.length > 0) results = await searchIn(query, [later.shift()!]);
  return { results: withoutRepeats(results), later };
}

function resultItem(result: Result, strings: Strings): HTMLLIElement {
  const item = document.createElement('li');
  const labels = document.createElement('span');
  labels.className = 'search-labels';
  labels.textContent = [result.game, strings.languages[result.lang]].filter(Boolean).join(' · ');
  if (result.term) {
    const term = document.createElement('span');
    term.lang = result.termLang ?? result.excerptLang;
    term.textContent = result.term;
    labels.prepend(`${strings.term}: `, term, ' · ');
  }
  item.append(labels);
  for (const link of result.links) {
    const anchor = document.createElement('a');
    anchor.href = link.url;
    anchor.lang = result.lang;
    anchor.textContent = link.title;
    const excerpt = document.createElement('p');
    excerpt.className = 'search-excerpt';
    excerpt.lang = result.excerptLang;
    excerpt.append(...excerptNodes(link.excerpt));
    item.append(anchor, excerpt);
  }
  return item;
}

function countText(strings: Strings, lang: Language, count: number): string {
  const form = new Intl.PluralRules(lang).select(count);
  return (strings.results[form] ?? strings.results.other ?? '{{count}}').replace('{{count}}', String(count));
}

/** Wires the search field: typing searches, arrows and Tab move through results, Escape closes. */
export function startSearch(root: HTMLElement, input: HTMLInputElement): void {
  const lang = (root.dataset.lang ?? 'en') as Language;
  const strings: Strings = JSON.parse(root.dataset.strings ?? '{}');
  const panel = root.querySelector<HTMLElement>('.site-search-panel')!;
  const status = root.querySelector<HTMLElement>('.site-search-status')!;
  const list = root.querySelector<HTMLOListElement>('.site-search-results')!;
  const form = root.querySelector('form')!;
  const more = root.querySelector<HTMLButtonElement>('.site-search-more')!;
  let searchId = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  pagefindOf(lang).catch(() => undefined);

  const links = () => [...list.querySelectorAll<HTMLAnchorElement>('a')];
  const close = () => {
    panel.hidden = true;
  };

  const run = async () => {
    const id = ++searchId;
    const query = input.value.slice(0, maxQueryLength).trim();
    if (!query) {
      list.replaceChildren();
      status.textContent = '';
      close();
      return;
    }
    panel.hidden = false;
    more.hidden = true;
    status.textContent = strings.searching;
    let found: { results: Result[]; later: Language[] };
    try {
      found = await searchFirst(query, lang);
    } catch {
      found = { results: [], later: [] };
    }
    if (id !== searchId) return;
    list.replaceChildren(...found.results.map((result) => resultItem(result, strings)));
    announce(found.results);
    offerMore(query, found.later);
  };

  /** Says how many results there are (an aria-live region). */
  const announce = (results: Result[]) => {
    const count = results.reduce((sum, result) => sum + result.links.length, 0);
    status.textContent = count > 0 ? countText(strings, lang, count) : strings.none;
  };

  /** Offers the languages not searched yet: one tap searches them and adds their results. */
  const offerMore = (query: string, later: Language[]) => {
    more.hidden = later.length === 0;
    if (later.length === 0) return;
    more.textContent = strings.more.replace('{{languages}}', later.map((other) => strings.languages[other]).join(', '));
    more.onclick = async () => {
      const id = searchId;
      more.hidden = true;
      status.textContent = strings.searching;
      const shown = new Set(links().map((link) => link.getAttribute('href')?.split('#')[0] ?? ''));
      let results: Result[];
      try {
        results = withoutRepeats(await searchIn(query, later), shown);
      } catch {
        results = [];
      }
      if (id !== searchId) return;
      const before = links().length;
      list.append(...results.map((result) => resultItem(result, strings)));
      status.textContent = links().length > 0 ? countText(strings, lang, links().length) : strings.none;
      (links()[before] ?? input).focus();
    };
  };

  input.addEventListener('input', () => {
    clearTimeout(timer);
    searchId++;
    if (input.value.trim()) status.textContent = strings.searching;
    timer = setTimeout(run, 120);
  });
  input.addEventListener('focus', () => {
    if (input.value.trim() && status.textContent) panel.hidden = false;
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    clearTimeout(timer);
    run().then(() => links()[0]?.focus());
  });
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !panel.hidden) {
      event.preventDefault();
      close();
      input.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const all = links();
    if (panel.hidden || all.length === 0) return;
    event.preventDefault();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    const next = event.key === 'ArrowDown' ? at + 1 : at - 1;
    if (next < 0) input.focus();
    else all[Math.min(next, all.length - 1)].focus();
  });
  document.addEventListener('pointerdown', (event) => {
    if (!root.contains(event.target as Node)) close();
  });
  root.addEventListener('focusout', (event) => {
    if (event.relatedTarget && !root.contains(event.relatedTarget as Node)) close();
  });

  const query = new URLSearchParams(location.search).get('q');
  if (query) {
    input.value = query.slice(0, maxQueryLength);
    input.focus();
  }
  // A query from the URL, or typed while this module was loading.
  if (input.value.trim()) run();
}
