/**
 * The stylesheet a drawn page carries written in: allowed by its hash, and written in only where the response's
 * policy carries that hash, so a page is never sent with styles its browser would refuse.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Response } from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inlineStylesheet } from '../../cms/http/web/inlineStylesheet.ts';

const CSS = 'body{color:#111}.card::after{content:"$&"}';
const link = (file: string) => `<link rel="stylesheet" crossorigin href="/assets/${file}">`;
const page = (file: string) => `<html><head>${link(file)}</head><body><div id="root"></div></body></html>`;

/** A storefront build folder (`dir`, or a new one) whose index.html links `assets/<file>` holding `css`. */
function build(file = 'style-abc123.css', css = CSS, dir = mkdtempSync(path.join(os.tmpdir(), 'storefront-'))): string {
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), page(file));
  writeFileSync(path.join(dir, 'assets', file), css);
  return dir;
}

const responseWithPolicy = (policy: string | undefined) =>
  ({ getHeader: (name: string) => (name === 'Content-Security-Policy' ? policy : undefined) }) as unknown as Response;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

afterEach(() => {
  vi.useRealTimers();
});

describe('inlineStylesheet', () => {
  it("allows the build's stylesheet by its hash, and writes it in where the policy carries that hash", () => {
    const stylesheet = inlineStylesheet(build());
    const sources = stylesheet.styleSources();
    expect(sources).toEqual([sha256(CSS)]);
    // The same array each time: the security headers rebuild their policy only when it changes.
    expect(stylesheet.styleSources()).toBe(sources);

    const allowed = responseWithPolicy(`default-src 'self';style-src 'self' ${sources[0]}`);
    // Byte for byte, `$&` included (a replacement string would have expanded it).
    expect(stylesheet.writeInto(page('style-abc123.css'), allowed)).toBe(
      `<html><head><style>${CSS}</style></head><body><div id="root"></div></body></html>`,
    );
  });

  it('leaves the link where the policy does not carry the hash, or the page links another stylesheet', () => {
    const stylesheet = inlineStylesheet(build());
    const [source] = stylesheet.styleSources();
    expect(stylesheet.writeInto(page('style-abc123.css'), responseWithPolicy("style-src 'self'"))).toBe(
      page('style-abc123.css'),
    );
    expect(stylesheet.writeInto(page('style-abc123.css'), responseWithPolicy(undefined))).toBe(
      page('style-abc123.css'),
    );
    // A build that replaced the one read: its page keeps its own link.
    expect(stylesheet.writeInto(page('style-new456.css'), responseWithPolicy(`style-src 'self' ${source}`))).toBe(
      page('style-new456.css'),
    );
  });

  it('writes nothing in before the policy was asked for it, nor without a build', () => {
    const unread = inlineStylesheet(build());
    expect(unread.writeInto(page('style-abc123.css'), responseWithPolicy(`style-src 'self' ${sha256(CSS)}`))).toBe(
      page('style-abc123.css'),
    );
    const unbuilt = inlineStylesheet(mkdtempSync(path.join(os.tmpdir(), 'unbuilt-')));
    expect(unbuilt.styleSources()).toEqual([]);
  });

  it('reads the files again at most once a second while they cannot be used, not on every request', () => {
    vi.useFakeTimers();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'building-'));
    const stylesheet = inlineStylesheet(dir);
    expect(stylesheet.styleSources()).toEqual([]);
    // The build lands: within the second it is not looked for, after it it is.
    build('style-abc123.css', CSS, dir);
    vi.advanceTimersByTime(500);
    expect(stylesheet.styleSources()).toEqual([]);
    vi.advanceTimersByTime(600);
    expect(stylesheet.styleSources()).toEqual([sha256(CSS)]);
  });

  it('never writes in a stylesheet that would end its own element', () => {
    const stylesheet = inlineStylesheet(build('style-x.css', 'a::after{content:"</style><script>alert(1)</script>"}'));
    expect(stylesheet.styleSources()).toEqual([]);
    expect(stylesheet.writeInto(page('style-x.css'), responseWithPolicy("style-src 'self' 'sha256-x'"))).toBe(
      page('style-x.css'),
    );
  });
});
