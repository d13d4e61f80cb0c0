/**
 * What a script adds to a topic's contents (`TopicContents`), which work
 * without it: the link to the section being read is marked
 * `aria-current="true"` in both views of the list and its title shown on the folded bar
 * (its `lang` kept); the folded list folds again once a link in it is
 * followed, on Escape, or on a tap outside it. Nothing moves on the page when
 * the mark moves: only colours change, and the bar's one line of text.
 *
 * The section being read is that of the last heading scrolled up to the line
 * where a followed link puts a heading (the page's `scroll-padding-top`).
 * At the end of the page a heading may never get that far: there, the heading
 * the address leads to (`#id`) counts once it is on screen.
 *
 * @example
 * followContents(); // once per page, from TopicContents
 */

/** How far below the line a followed link puts a heading at (`scroll-padding-top`) a heading still counts as reached, in px. */
const slack = 8;

/** Where the reader is: the headings of the contents (in the order of the text), where a followed link puts a heading (px from the top), the address's target, whether the page is scrolled to its end. */
interface Sections {
  headings: HTMLElement[];
  line: number;
  target: HTMLElement | null;
  atEnd: boolean;
}

/**
 * The heading whose section is being read, if the reader has come to one.
 *
 * @example
 * currentHeading({ headings, line: 97, target: null, atEnd: false }) // the last heading at or above 97 px from the top
 */
function currentHeading({ headings, line, target, atEnd }: Sections): HTMLElement | undefined {
  let current: HTMLElement | undefined;
  for (const heading of headings) {
    if (heading.getBoundingClientRect().top > line + slack) break;
    current = heading;
  }
  if (atEnd && target && headings.indexOf(target) > (current ? headings.indexOf(current) : -1)) {
    const top = target.getBoundingClientRect().top;
    if (top >= 0 && top < innerHeight) return target;
  }
  return current;
}

/** Scrolls a list in its own box (never the page) so that one of its links shows whole. */
function keepInView(list: HTMLElement, link: HTMLElement): void {
  if (list.scrollHeight <= list.clientHeight) return;
  const box = list.getBoundingClientRect();
  const item = link.getBoundingClientRect();
  if (item.top < box.top) list.scrollTop -= box.top - item.top + item.height;
  else if (item.bottom > box.bottom) list.scrollTop += item.bottom - box.bottom + item.height;
}

/** The id a `#fragment` names; a malformed one (`#%`) as it is written, which names no paragraph. */
function idOfHash(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/** Marks the section being read in the page's contents, and folds the folded list again after use. */
export function followContents(): void {
  const contents = document.querySelector<HTMLElement>('[data-contents]');
  if (!contents) return;
  // Every view of the list (the bar's, the margin's), and the headings they lead to in the order of the text.
  const links = [...contents.querySelectorAll<HTMLAnchorElement>('a[data-contents-link]')];
  const idOf = (link: HTMLAnchorElement) => idOfHash(link.hash);
  const headings = [...new Set(links.map(idOf))]
    .map((id) => document.getElementById(id))
    .filter((heading): heading is HTMLElement => heading !== null);
  const shownOnBar = contents.querySelector<HTMLElement>('[data-contents-current]');
  const details = contents.querySelector<HTMLDetailsElement>('details.contents-bar');

  let marked: string | undefined;
  const mark = () => {
    const root = document.documentElement;
    const hashTarget = location.hash ? document.getElementById(idOfHash(location.hash)) : null;
    const heading = currentHeading({
      headings,
      line: parseFloat(getComputedStyle(root).scrollPaddingTop) || 0,
      target: hashTarget,
      atEnd: scrollY + innerHeight >= root.scrollHeight - 2,
    });
    if (heading?.id === marked) return;
    marked = heading?.id;
    for (const link of links) {
      if (idOf(link) === marked) link.setAttribute('aria-current', 'true');
      else link.removeAttribute('aria-current');
    }
    const current = links.filter((link) => link.hasAttribute('aria-current'));
    // The title as the list shows it, its `lang` with it.
    shownOnBar?.replaceChildren(...(current[0] ? [...current[0].cloneNode(true).childNodes] : []));
    // In the list on screen: the margin's scrolls in the <nav>, the bar's in its dropdown.
    for (const link of current)
      if (link.offsetParent !== null) keepInView(link.closest<HTMLElement>('.contents-dropdown') ?? contents, link);
  };

  let frame = 0;
  const schedule = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      mark();
    });
  };
  addEventListener('scroll', schedule, { passive: true });
  addEventListener('resize', schedule);
  addEventListener('hashchange', schedule);
  mark();

  if (!details) return;
  const fold = () => {
    details.open = false;
  };
  for (const link of details.querySelectorAll('a')) link.addEventListener('click', fold);
  details.addEventListener('toggle', () => {
    const current = details.querySelector<HTMLElement>('a[aria-current="true"]');
    const dropdown = details.querySelector<HTMLElement>('.contents-dropdown');
    if (details.open && current && dropdown) keepInView(dropdown, current);
  });
  document.addEventListener('click', (event) => {
    if (details.open && !details.contains(event.target as Node)) fold();
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !details.open) return;
    const hadFocus = details.contains(document.activeElement);
    fold();
    if (hadFocus) details.querySelector('summary')?.focus();
  });
  // The view shown changes at the width where the CSS swaps them (global.css): bring its marked link into view.
  matchMedia('(min-width: 76rem)').addEventListener('change', () => {
    marked = undefined;
    schedule();
  });
}
