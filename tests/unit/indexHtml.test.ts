/** Seller text spliced into the page head stays text: String.replace's `$` patterns are never expanded. */
import { describe, expect, it } from 'vitest';
import { HEAD_MARKER, withPageHead } from '../../cms/http/web/indexHtml.ts';
import { escapeHtml } from '../../cms/http/web/vehicleHead.ts';

const page = `<!doctype html><html><head><title>Marquee Motors</title><meta name="description" content="Cars">${HEAD_MARKER}</head><body><div id="root"></div></body></html>`;

describe('withPageHead', () => {
  it.each(['$&', '$`', "$'", '$1', '$$', '$<x>'])('keeps %s in a title, description and tags as it is', (pattern) => {
    const html = withPageHead(page, {
      title: `2021 Porsche 911 ${pattern} Turbo`,
      description: `Trim ${pattern} only`,
      tags: `<script type="application/ld+json">{"name":"911 ${pattern}"}</script>`,
    });
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html).toContain(`<title>2021 Porsche 911 ${escapeHtml(pattern)} Turbo</title>`);
    expect(html).toContain(`content="Trim ${escapeHtml(pattern)} only"`);
    expect(html).toContain(`{"name":"911 ${pattern}"}`);
    expect(html).not.toContain(HEAD_MARKER);
  });
});
