/**
 * Text for HTML text and attribute values, for the few places that write HTML
 * outside Astro's renderer (paragraph pages, the search index's documents).
 *
 * @example
 * escapeHtml('Tom & "Jerry" <b>') // 'Tom &amp; &quot;Jerry&quot; &lt;b&gt;'
 */
export function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
}
