/**
 * Content pages' HTML carries no inline style attribute: the storefront's CSP forbids inline styles, and every
 * `style="..."` (even an empty one) is a violation the browser reports. What Payload wrote as styles is said with
 * elements and classes instead.
 */
import { describe, expect, it } from 'vitest';
import { pageBodyHtml } from '../../cms/domain/pages/pageHtml.ts';

const text = (value: string, format = 0) => ({
  type: 'text',
  version: 1,
  text: value,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
});
const element = (type: string, children: unknown[], extra: Record<string, unknown> = {}) => ({
  type,
  version: 1,
  direction: 'ltr',
  format: '',
  indent: 0,
  children,
  ...extra,
});
const paragraph = (children: unknown[], extra: Record<string, unknown> = {}) =>
  element('paragraph', children, { textFormat: 0, ...extra });
const item = (children: unknown[], value: number, extra: Record<string, unknown> = {}) =>
  element('listitem', children, { value, ...extra });
const body = (...children: unknown[]) => ({ root: element('root', children) });

describe('page body HTML', () => {
  it('renders lists, nested lists and check lists without a style attribute', () => {
    const html = pageBodyHtml(
      body(
        element('heading', [text('Selling Your Car')], { tag: 'h2' }),
        element(
          'list',
          [
            item([text('Upload photos and details')], 1),
            item([element('list', [item([text('Nine angles')], 1)], { listType: 'bullet', tag: 'ul' })], 2),
          ],
          { listType: 'number', tag: 'ol', start: 1 },
        ),
        element('list', [item([text('Done')], 1, { checked: true }), item([text('To do')], 2, { checked: false })], {
          listType: 'check',
          tag: 'ul',
        }),
      ),
    );
    expect(html).not.toMatch(/\sstyle\s*=/i);
    expect(html).toContain('<h2>Selling Your Car</h2>');
    expect(html).toContain('<ol class="list-number"><li value="1">Upload photos and details</li>');
    expect(html).toContain(
      '<li class="rt-nested" value="2"><ul class="list-bullet"><li value="1">Nine angles</li></ul></li>',
    );
    expect(html).toContain('<input type="checkbox" disabled checked /> Done');
    expect(html).toContain('<input type="checkbox" disabled /> To do');
  });

  it('says underline, strikethrough, alignment, indentation and tables with elements and classes', () => {
    const html = pageBodyHtml(
      body(
        paragraph([text('bold', 1), text(' under', 8), text(' struck', 4), text(' both', 1 | 2)], {
          format: 'center',
          indent: 2,
        }),
        element('heading', [text('Right')], { tag: 'h3', format: 'end' }),
        element('quote', [text('Deep')], { indent: 9 }),
        element('table', [
          element('tablerow', [
            element('tablecell', [paragraph([text('Rate')])], { headerState: 1, backgroundColor: 'red' }),
            element('tablecell', [paragraph([text('3.75%')])], { headerState: 0, colSpan: 2 }),
          ]),
        ]),
        paragraph([]),
      ),
    );
    expect(html).not.toMatch(/\sstyle\s*=/i);
    expect(html).toContain(
      '<p class="rt-align-center rt-indent-2"><strong>bold</strong><u> under</u><s> struck</s><em><strong> both</strong></em></p>',
    );
    expect(html).toContain('<h3 class="rt-align-right">Right</h3>');
    expect(html).toContain('<blockquote class="rt-indent-3">Deep</blockquote>');
    expect(html).toContain('<th><p>Rate</p></th><td colspan="2"><p>3.75%</p></td>');
    expect(html).toContain('<p><br /></p>');
  });

  it('escapes text and keeps links sanitised', () => {
    const html = pageBodyHtml(
      body(
        paragraph([
          text('<script>alert(1)</script> & "quotes"'),
          element('link', [text('here')], { fields: { url: 'javascript:alert(1)', linkType: 'custom' } }),
        ]),
      ),
    );
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;');
    expect(html).not.toContain('javascript:');
    expect(html).not.toMatch(/\sstyle\s*=/i);
  });

  it('answers nothing for a missing or empty body', () => {
    expect(pageBodyHtml(undefined)).toBe('');
    expect(pageBodyHtml({ root: element('root', []) })).toBe('');
  });
});
