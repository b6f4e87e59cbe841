/**
 * The storefront's stylesheet written into a drawn page. A drawn page can be painted as soon as it arrives, but a
 * linked stylesheet holds the first paint back for another round trip, one that shares a slow line with the app's
 * code: on a phone at 1.6 Mbps the first paint came about 0.4 s later (1.7 s). Written in, it costs about 10 KB
 * compressed per page; only drawn pages carry it (an undrawn one paints nothing before its code runs anyway, and
 * keeps the cached file).
 *
 * The Content-Security-Policy allows no inline style but this one stylesheet, by its hash. The file is read once,
 * at the first request that asks for the hash: the pages of one server all carry the same stylesheet, and a build
 * that replaces it under a running server keeps its `<link>` until the restart.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Response } from 'express';

/** The tag Vite writes into index.html for the app's stylesheet. */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/;

export interface InlineStylesheet {
  /** The `style-src` sources that allow the stylesheet (its sha256), once the build has one: the same array each time. */
  styleSources(): readonly string[];
  /** `html` with its stylesheet link replaced by the stylesheet, when the response's policy allows it. */
  writeInto(html: string, res: Response): string;
}

interface Read {
  link: string;
  style: string;
  sources: readonly string[];
}

const NONE: readonly string[] = [];

/** How long a failed read stands: the hash is asked for on every request, the files are not read on every one. */
const RETRY_MS = 1000;

function readStylesheet(distDir: string): Read | null {
  let link: RegExpExecArray | null;
  let css: string;
  try {
    link = STYLESHEET_LINK.exec(readFileSync(path.join(distDir, 'index.html'), 'utf8'));
    if (!link) return null;
    css = readFileSync(path.join(distDir, link[1]!), 'utf8');
  } catch {
    // Not built, or a build writing it right now.
    return null;
  }
  // The element's text is the stylesheet byte for byte (that is what the hash allows), so it must not end the element.
  if (/<\/style/i.test(css)) return null;
  const source = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
  return { link: link[0], style: `<style>${css}</style>`, sources: [source] };
}

export function inlineStylesheet(distDir: string): InlineStylesheet {
  let read: Read | null = null;
  let retryAt = 0;
  return {
    styleSources() {
      if (!read && Date.now() >= retryAt) {
        read = readStylesheet(distDir);
        retryAt = Date.now() + RETRY_MS;
      }
      return read?.sources ?? NONE;
    },
    writeInto(html, res) {
      const policy = String(res.getHeader('Content-Security-Policy') ?? '');
      if (!read || !policy.includes(read.sources[0]!)) return html;
      // A page of a newer build links another stylesheet and keeps its link.
      return html.replace(read.link, () => read!.style);
    },
  };
}
