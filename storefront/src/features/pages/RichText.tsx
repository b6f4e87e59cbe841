import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { isServerPath } from '../../lib/serverRoutes';

/** Typography for the CMS's HTML (headings, paragraphs, lists, links, quotes, emphasis) from the design tokens. */
const proseClass =
  'max-w-none text-base leading-relaxed text-ink ' +
  '[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:tracking-tight [&_h2:first-child]:mt-0 ' +
  '[&_h3]:mt-8 [&_h3]:text-lg [&_h3]:font-semibold ' +
  '[&_p]:mt-4 [&_p]:text-muted [&_strong]:font-semibold [&_strong]:text-ink ' +
  '[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-3 [&_ol]:pl-6 ' +
  '[&_li]:text-muted [&_li]:pl-1 [&_li_p]:mt-0 ' +
  '[&_a]:font-semibold [&_a]:text-ink [&_a]:underline [&_a]:underline-offset-4 hover:[&_a]:text-muted ' +
  '[&_blockquote]:mt-4 [&_blockquote]:border-l-2 [&_blockquote]:border-line-strong [&_blockquote]:pl-4 [&_hr]:my-8 [&_hr]:border-line ' +
  // What Payload writes as inline styles (the CSP forbids them) comes as rt-* classes from the server (pageHtml.ts).
  '[&_.rt-align-center]:text-center [&_.rt-align-right]:text-right [&_.rt-align-justify]:text-justify ' +
  '[&_.rt-indent-1]:ps-10 [&_.rt-indent-2]:ps-20 [&_.rt-indent-3]:ps-30 [&_.rt-nested]:list-none [&_.rt-check]:list-none ' +
  '[&_.rt-table]:mt-4 [&_.rt-table]:overflow-x-auto [&_table]:w-full [&_table]:border-collapse ' +
  '[&_td]:border [&_td]:border-line [&_td]:p-2 [&_th]:border [&_th]:border-line [&_th]:p-2 [&_th]:text-left [&_th]:font-semibold';

/**
 * HTML rendered on the server from the page's rich text (link addresses sanitised there). Links to storefront
 * pages navigate inside the app; server paths (/api/login) and other sites load as usual.
 */
export function RichText({ html }: { html: string }) {
  const navigate = useNavigate();

  function onClick(event: MouseEvent<HTMLDivElement>) {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const anchor = (event.target as HTMLElement).closest('a');
    if (!anchor || anchor.target === '_blank') return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin || isServerPath(url.pathname)) return;
    event.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  }

  // Keyboard activation of a link fires a click too, so one handler serves mouse and keyboard.
  return <div className={proseClass} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
