/** The characters that HTML text or an attribute value must not hold as they are. */
const special = /[&<>"']/;

/**
 * Text for HTML text and attribute values, escaped as Astro escapes them, for
 * the HTML written outside Astro's renderer (a text's markup, paragraph pages,
 * the search index's documents).
 *
 * @example
 * escapeHtml('Tom & "Jerry" <b>') // 'Tom &amp; &quot;Jerry&quot; &lt;b&gt;'
 */
export function escapeHtml(text: string): string {
  // Most text has none of them: a test is far cheaper than five replacements (this runs for every run of every paragraph).
  if (!special.test(text)) return text;
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
