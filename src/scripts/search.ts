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
 * The languages to search a query in: the interface language first, then the
 * languages written in the query's script (Cyrillic: ru; Latin: en, fr; any
 * other, e.g. a rule number: all).
 *
 * @example
 * languagesFor('истребители', 'fr') // ['fr', 'ru']
 * languagesFor('49.4', 'en') // ['en', 'ru', 'fr']
 */
export function languagesFor(query: string, interfaceLang: Language): Language[] {
  const cyrillic = /\p{Script=Cyrillic}/u.test(query);
  const latin = /\p{Script=Latin}/u.test(query);
  const wanted = new Set<Language>();
  if (cyrillic || !latin) wanted.add('ru');
  if (latin || !cyrillic) {
    wanted.add('en');
    wanted.add('fr');
  }
  return [interfaceLang, ...languages.filter((lang) => lang !== interfaceLang && wanted.has(lang))];
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
    links: topics.map((topic) => ({ url: topic.url, title: topic.title, excerpt: fragment.excerpt })),
  };
}

/** Searches every language a query may be in; results in the interface language first. */
async function searchAll(query: string, interfaceLang: Language): Promise<Result[]> {
  const byLanguage = await Promise.all(
    languagesFor(query, interfaceLang).map(async (lang) => {
      const response = await (await pagefindOf(lang)).search(query);
      const fragments = await Promise.all((response?.results ?? []).slice(0, pagesPerLanguage).map((result) => result.data()));
      return fragments.map((fragment) =>
        fragment.url.includes('/glossary/') ? termResult(fragment, lang) : textResult(fragment, lang),
      );
    }),
  );
  const results = byLanguage.flat();
  // A term whose topics are already in the results adds nothing.
  const found = new Set(results.filter((result) => !result.term).map((result) => result.links[0].url.split('#')[0]));
  return results.filter((result) => {
    if (!result.term) return true;
    result.links = result.links.filter((link) => !found.has(link.url));
    result.links.forEach((link) => found.add(link.url));
    return result.links.length > 0;
  });
}

function resultItem(result: Result, strings: Strings): HTMLLIElement {
  const item = document.createElement('li');
  const labels = document.createElement('span');
  labels.className = 'search-labels';
  labels.textContent = [result.game, strings.languages[result.lang]].filter(Boolean).join(' · ');
  if (result.term) {
    const term = document.createElement('span');
    term.lang = result.excerptLang;
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
    status.textContent = strings.searching;
    let results: Result[];
    try {
      results = await searchAll(query, lang);
    } catch {
      results = [];
    }
    if (id !== searchId) return;
    list.replaceChildren(...results.map((result) => resultItem(result, strings)));
    const count = results.reduce((sum, result) => sum + result.links.length, 0);
    status.textContent = count > 0 ? countText(strings, lang, count) : strings.none;
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
