/**
 * A topic page opened on a `#paragraph` it does not have (a mistyped or
 * outdated permalink, or a missing paragraph page's address sent here by a
 * not-found page): the notice at the top of the page (`MissingParagraph`)
 * names it and links to the topic's contents. It is hidden once the address
 * names something on the page again, or when the reader closes it; it lies
 * over the page, so that neither moves any text.
 *
 * @example
 * markMissingParagraph(notice); // on /en/ti4/component-limitations/#nope: 'Paragraph “nope” is not in this topic.'
 */

/** The id a `#fragment` names; a malformed one (`#%`) as it is written. */
function idOfHash(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/** Shows the notice while the address names no element of the page, now and on each change of `#…`. */
export function markMissingParagraph(notice: HTMLElement): void {
  const said = notice.querySelector<HTMLElement>('[data-missing-paragraph-said]')!;
  const update = () => {
    const id = idOfHash(location.hash);
    if (id && !document.getElementById(id)) {
      said.textContent = (notice.dataset.says ?? '').replace('{{paragraph}}', id);
      notice.hidden = false;
    } else notice.hidden = true;
  };
  update();
  addEventListener('hashchange', update);
  notice.querySelector('button')?.addEventListener('click', () => {
    notice.hidden = true;
  });
  // The folded contents (a phone's) open when the notice's link leads to them.
  notice.querySelector('a')?.addEventListener('click', (event) => {
    const target = document.getElementById(idOfHash((event.currentTarget as HTMLAnchorElement).hash));
    target?.querySelector('details')?.setAttribute('open', '');
  });
}
