/**
 * Throws unless an HTML page loads nothing from the network: no script, stylesheet, image, frame or media
 * whose address starts with http(s) or //. Inline scripts are skipped, since the vega builds mention web
 * addresses in their strings without fetching them. `name` is the page's file name, for the message.
 *
 * @example assertSelfContained(reportHtml(model, charts, bundles)) // passes, returns nothing
 */
export function assertSelfContained(html: string, name = 'index.html'): void {
  const outside = html.replace(/(<script\b[^>]*>)[\s\S]*?(<\/script>)/gi, '$1$2');
  const remote =
    /<(script|link|img|iframe|source|video|audio|embed|object)\b[^>]*\b(src|href|data)\s*=\s*["']?\s*(https?:|\/\/)[^"'\s>]*/i.exec(
      outside,
    );
  if (remote) throw new Error(`${name} must be self-contained, but it loads ${remote[0]}`);
  const imported = /@import\s+(url\()?\s*["']?(https?:|\/\/)/i.exec(outside);
  if (imported) throw new Error(`${name} must be self-contained, but its style imports ${imported[0]}`);
}
