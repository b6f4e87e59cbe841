/**
 * A page's Lexical body as HTML for the storefront, with no inline `style` attribute at all: the storefront's CSP
 * allows no inline styles, and Payload's default converters write `style="..."` on every list item (empty for most),
 * on underlined and struck-through text, on tables, and for alignment and indentation. Those converters are replaced
 * here by ones that say the same with elements (`<u>`, `<s>`) and classes the storefront styles (`rt-*`).
 */
import { convertLexicalToHTML, defaultHTMLConverters, type HTMLConverters } from '@payloadcms/richtext-lexical/html';

/** Lexical's text format bits (lexical/utils/nodeFormat). */
const FORMAT = { bold: 1, italic: 2, strikethrough: 4, underline: 8, code: 16, subscript: 32, superscript: 64 };
/** Deeper indents read as the deepest the storefront draws. */
const MAX_INDENT = 3;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** The storefront's classes for a block's alignment and indentation (Payload would write them as inline styles). */
function blockClasses(node: { format?: unknown; indent?: unknown }): string[] {
  const classes: string[] = [];
  const align = { center: 'center', right: 'right', end: 'right', justify: 'justify' }[String(node.format ?? '')];
  if (align) classes.push(`rt-align-${align}`);
  const indent = Math.min(Math.trunc(Number(node.indent) || 0), MAX_INDENT);
  if (indent > 0) classes.push(`rt-indent-${indent}`);
  return classes;
}

const classAttribute = (classes: (string | false)[]) => {
  const names = classes.filter(Boolean).join(' ');
  return names ? ` class="${names}"` : '';
};

/** The little of Lexical's serialized nodes these converters read. */
type LexicalNode = { type: string; version: number };
type Children = { children: LexicalNode[] };
type Block = Children & { format?: unknown; indent?: unknown };

const styleFreeConverters: HTMLConverters = {
  paragraph: ({ node, nodesToHTML }) => {
    const children = nodesToHTML({ nodes: (node as Block).children }).join('');
    return `<p${classAttribute(blockClasses(node as Block))}>${children || '<br />'}</p>`;
  },
  heading: ({ node, nodesToHTML }) => {
    const heading = node as Block & { tag?: string };
    const tag = /^h[1-6]$/.test(heading.tag ?? '') ? heading.tag! : 'h2';
    return `<${tag}${classAttribute(blockClasses(heading))}>${nodesToHTML({ nodes: heading.children }).join('')}</${tag}>`;
  },
  quote: ({ node, nodesToHTML }) =>
    `<blockquote${classAttribute(blockClasses(node as Block))}>${nodesToHTML({ nodes: (node as Block).children }).join('')}</blockquote>`,
  text: ({ node }) => {
    const { text, format } = node as { text: string; format: number };
    let html = escapeHtml(text);
    if (format & FORMAT.bold) html = `<strong>${html}</strong>`;
    if (format & FORMAT.italic) html = `<em>${html}</em>`;
    if (format & FORMAT.strikethrough) html = `<s>${html}</s>`;
    if (format & FORMAT.underline) html = `<u>${html}</u>`;
    if (format & FORMAT.code) html = `<code>${html}</code>`;
    if (format & FORMAT.subscript) html = `<sub>${html}</sub>`;
    if (format & FORMAT.superscript) html = `<sup>${html}</sup>`;
    return html;
  },
  list: ({ node, nodesToHTML }) => {
    const list = node as Children & { tag?: string; listType?: string };
    const tag = list.tag === 'ol' ? 'ol' : 'ul';
    const kind = ['bullet', 'check', 'number'].includes(list.listType ?? '') ? list.listType : 'bullet';
    return `<${tag} class="list-${kind}">${nodesToHTML({ nodes: list.children }).join('')}</${tag}>`;
  },
  listitem: ({ node, nodesToHTML, parent }) => {
    const item = node as Children & { checked?: boolean; value?: unknown };
    const nested = item.children.some((child) => child.type === 'list');
    const children = nodesToHTML({ nodes: item.children }).join('');
    const value = Number.isInteger(Number(item.value)) ? ` value="${Number(item.value)}"` : '';
    if ((parent as { listType?: string }).listType === 'check' && !nested) {
      // A read-only checkbox says done or not done to a screen reader as well as to the eye.
      return `<li class="rt-check"${value}><label><input type="checkbox" disabled${item.checked ? ' checked' : ''} /> ${children}</label></li>`;
    }
    return `<li${classAttribute([nested && 'rt-nested'])}${value}>${children}</li>`;
  },
  table: ({ node, nodesToHTML }) =>
    `<div class="rt-table"><table><tbody>${nodesToHTML({ nodes: (node as Children).children }).join('')}</tbody></table></div>`,
  tablerow: ({ node, nodesToHTML }) => `<tr>${nodesToHTML({ nodes: (node as Children).children }).join('')}</tr>`,
  tablecell: ({ node, nodesToHTML }) => {
    const cell = node as Children & { headerState?: number; colSpan?: number; rowSpan?: number };
    const tag = (cell.headerState ?? 0) > 0 ? 'th' : 'td';
    const span = (name: string, count: number | undefined) =>
      count && Number.isInteger(count) && count > 1 ? ` ${name}="${count}"` : '';
    return `<${tag}${span('colspan', cell.colSpan)}${span('rowspan', cell.rowSpan)}>${nodesToHTML({ nodes: cell.children }).join('')}</${tag}>`;
  },
};

/**
 * The body as HTML. Alignment and indentation are taken out of Payload's hands (it writes them as styles) and given
 * as classes by the converters above; links, rules, line breaks and uploads keep Payload's own converters.
 */
export function pageBodyHtml(body: unknown): string {
  if (!body || typeof body !== 'object' || !('root' in body)) return '';
  return convertLexicalToHTML({
    data: body as never,
    disableContainer: true,
    disableIndent: true,
    disableTextAlign: true,
    converters: { ...defaultHTMLConverters, ...styleFreeConverters },
  });
}
