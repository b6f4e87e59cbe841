/**
 * Pages the server draws. A visitor's landing page (home, a search, a listing, a content page) arrives with its
 * first screen as HTML, drawn by the storefront's own components (storefront/src/app/renderPage.tsx, built into
 * storefront/dist-render/) from the answers the page carries for the app. A phone paints the cars and the largest
 * photo as soon as the page and its stylesheet arrive, instead of after the app's code has come and run; the app
 * then takes the page over from the same answers.
 *
 * Only for visitors (no session): what a signed-in user sees depends on who they are, and a page drawn for one must
 * never be one another could be sent. Without a build of the renderer, or when drawing fails, the page goes as the
 * app's shell, as it always did.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Request, Response } from 'express';
import type { Payload } from 'payload';
import { CURRENT_USER_API_PATH } from '../../../contract/apiPaths.ts';
import type { FirstQuery } from '../../../contract/firstData.ts';
import { carriesCredentials } from '../session.ts';
import { firstDataScript, type FirstQueryJson } from './firstDataScript.ts';
import { sendHtml } from './indexHtml.ts';
import type { InlineStylesheet } from './inlineStylesheet.ts';

/** The markup of a page's first screen, or '' when it cannot be drawn. */
export type DrawPage = (url: string, queries: FirstQuery[]) => Promise<string>;

/** What draws a page, and the stylesheet a drawn page carries so that it paints without asking for more. */
export interface PageDrawing {
  draw: DrawPage;
  stylesheet: InlineStylesheet;
}

interface Renderer {
  renderPage(url: string, queries: FirstQuery[]): Promise<string>;
}

/** The element of storefront/index.html the app draws into. */
const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * Draws with the renderer built in `renderDir`, loaded at the first page: a server that sends none never holds
 * React. A build that replaces it while the server runs is not loaded (its modules would mix with the old ones'):
 * pages go undrawn, so none is drawn by code other than the app it loads, until the server restarts.
 */
export function pageDrawing(renderDir: string, logger: Payload['logger']): DrawPage {
  const entry = path.join(renderDir, 'renderPage.js');
  let loaded: { mtimeMs: number; renderer: Promise<Renderer> } | null = null;
  let toldOfNewBuild = false;
  return async (url, queries) => {
    let mtimeMs: number;
    try {
      ({ mtimeMs } = statSync(entry));
    } catch {
      return '';
    }
    loaded ??= { mtimeMs, renderer: import(pathToFileURL(entry).href) as Promise<Renderer> };
    if (loaded.mtimeMs !== mtimeMs) {
      if (!toldOfNewBuild) logger.warn('The storefront was built again: pages go undrawn until the server restarts');
      toldOfNewBuild = true;
      return '';
    }
    try {
      return await (await loaded.renderer).renderPage(url, queries);
    } catch (error) {
      logger.warn({ err: error, url }, 'A page was sent without its first screen drawn');
      return '';
    }
  };
}

export interface StorefrontPage {
  /** storefront/index.html with the page's head and code already written in. */
  html: string;
  /** The answers its first screen shows, written into the page for the app (and drawn, for a visitor). */
  queries: FirstQueryJson[];
  /** Whether its first screen is worth drawing: its main answer is among `queries`. */
  draw: boolean;
  status?: number;
  cache?: string;
}

/**
 * Sends a storefront page with its answers. A visitor's also says there is no user (so neither the drawing nor the
 * app asks), and carries its first screen drawn, with the stylesheet written in.
 */
export async function sendStorefrontPage(
  payload: Payload,
  drawing: PageDrawing,
  req: Request,
  res: Response,
  page: StorefrontPage,
): Promise<void> {
  const visitor = !carriesCredentials(payload, req);
  const queries = visitor ? [...page.queries, { queryKey: [CURRENT_USER_API_PATH], json: 'null' }] : page.queries;
  const markup =
    visitor && page.draw
      ? await drawing.draw(
          req.originalUrl,
          queries.map(({ queryKey, json, askAgain }) => ({ queryKey, data: JSON.parse(json) as unknown, askAgain })),
        )
      : '';
  const body = `<div id="root">${markup}</div>${queries.length > 0 ? firstDataScript(queries) : ''}`;
  const html = markup ? drawing.stylesheet.writeInto(page.html, res) : page.html;
  // A visitor's page says there is no user: a cache between must never hand it to someone signed in.
  res.vary('Cookie');
  res.vary('Authorization');
  await sendHtml(
    req,
    res,
    page.status ?? 200,
    html.replace(ROOT_ELEMENT, () => body),
    page.cache,
  );
}
