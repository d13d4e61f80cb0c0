/**
 * The header's search field on a phone, focused: it takes the header's width
 * to its right, over the header's other tools (theme, languages), its left
 * edge staying where it is, so that a query and the field's whole placeholder
 * ("Term or rule number") can be read and nothing on the page moves. The
 * width is measured as the page opens, as the field (or anything in the
 * search: its results) takes the focus, and when the window changes size; base.css applies
 * it (`--wide-field`) while the focus is in the search, up to 44rem. Where
 * the placeholder is still too long for it (200 % text on a small phone), its
 * letters are made smaller to fit (`--placeholder-size`), never cut.
 *
 * @example
 * widenOnFocus(document.querySelector('[data-site-search]'), input);
 */

/** Where the header's field is narrower than its placeholder (base.css). */
const narrowHeader = '(max-width: 44rem)';

/** The least size of the placeholder, in the field's text size: at 200 % text, about the page's usual size. */
const smallestPlaceholder = 0.4;

/**
 * The size of the field's placeholder that fits it whole in a field `width`
 * wide, in the field's text size (1 where it fits as it is): a reader with
 * large text on a small phone still reads "Term or rule number" whole.
 */
function placeholderScale(input: HTMLInputElement, width: number): number {
  const style = getComputedStyle(input);
  const context = document.createElement('canvas').getContext('2d');
  if (!context || !input.placeholder) return 1;
  context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const room =
    width -
    Number.parseFloat(style.paddingLeft) -
    Number.parseFloat(style.paddingRight) -
    Number.parseFloat(style.borderLeftWidth) -
    Number.parseFloat(style.borderRightWidth);
  const needed = context.measureText(input.placeholder).width;
  // A little to spare: the canvas's measure and the field's may differ by a pixel.
  return needed <= room ? 1 : Math.max(smallestPlaceholder, Math.floor((room / needed) * 0.97 * 100) / 100);
}

/** Widens the search's form while the focus is in the search (see the module comment). */
export function widenOnFocus(root: HTMLElement, input: HTMLInputElement): void {
  const form = input.form;
  const header = root.closest('header');
  if (!form || !header) return;
  const widen = () => {
    if (!matchMedia(narrowHeader).matches) {
      form.style.removeProperty('--wide-field');
      form.style.removeProperty('--placeholder-size');
      return;
    }
    const right = header.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(header).paddingRight);
    const width = Math.max(0, right - form.getBoundingClientRect().left);
    form.style.setProperty('--wide-field', `${width}px`);
    form.style.setProperty('--placeholder-size', `${placeholderScale(input, width)}em`);
  };
  // Measured before the first focus too: the placeholder's size is its own from the start, so that a focus moves
  // no letter of it.
  widen();
  root.addEventListener('focusin', widen);
  addEventListener('resize', widen);
}
