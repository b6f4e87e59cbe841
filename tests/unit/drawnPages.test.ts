/**
 * The server's hold on the storefront's renderer: a page goes undrawn, never broken, when there is no build, when
 * drawing fails, or when a new build replaced the one it loaded.
 */
import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Payload } from 'payload';
import { describe, expect, it, vi } from 'vitest';
import { pageDrawing } from '../../cms/http/web/drawnPages.ts';

const logger = () => ({ warn: vi.fn() }) as unknown as Payload['logger'] & { warn: ReturnType<typeof vi.fn> };

/** A build folder whose renderer answers with `body` (a function body of `renderPage(url, queries)`). */
function rendererBuild(body: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'renderer-'));
  writeFileSync(path.join(dir, 'renderPage.js'), `export async function renderPage(url, queries) { ${body} }`);
  return dir;
}

describe('pageDrawing', () => {
  it("draws with the build's renderer, given the page's address and answers", async () => {
    const draw = pageDrawing(rendererBuild('return `<main>${url} ${JSON.stringify(queries)}</main>`;'), logger());
    const queries = [{ queryKey: ['/api/user'], data: null }];
    expect(await draw('/search?make=BMW', queries)).toBe(`<main>/search?make=BMW ${JSON.stringify(queries)}</main>`);
  });

  it('draws nothing without a build', async () => {
    const log = logger();
    expect(await pageDrawing(mkdtempSync(path.join(os.tmpdir(), 'unbuilt-')), log)('/', [])).toBe('');
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('draws nothing, and says so, when the renderer fails', async () => {
    const log = logger();
    const draw = pageDrawing(rendererBuild("throw new Error('a part could not be drawn');"), log);
    expect(await draw('/vehicles/7', [])).toBe('');
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ url: '/vehicles/7' }), expect.any(String));
  });

  it('draws nothing after a new build replaced the loaded one, until the server restarts, and says so once', async () => {
    const log = logger();
    const dir = rendererBuild("return '<main>drawn</main>';");
    const draw = pageDrawing(dir, log);
    expect(await draw('/', [])).toBe('<main>drawn</main>');
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(dir, 'renderPage.js'), later, later);
    expect(await draw('/', [])).toBe('');
    expect(await draw('/search', [])).toBe('');
    expect(log.warn).toHaveBeenCalledTimes(1);
  });
});
