/**
 * The accessibility and layout bar every e2e spec holds a screen to: axe's WCAG 2.0/2.1 A and AA rules, and no
 * sideways scrolling. One place, so the storefront's and the console's screens are judged alike.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Brings every scroll-revealed section into view (they fade in as they enter the viewport) and waits for the fade,
 * so axe judges the colours a reader sees rather than a section halfway through its entrance.
 */
async function revealWholePage(page: Page) {
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight * 0.6));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForTimeout(900);
}

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

function describeViolations(violations: Violations): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 8)
        .map((node) => `    - ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ')}`)
        .join('\n');
      const more = violation.nodes.length > 8 ? `\n    ... and ${violation.nodes.length - 8} more` : '';
      return `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.nodes.length} node(s))\n  ${violation.helpUrl}\n${nodes}${more}`;
    })
    .join('\n\n');
}

/** axe over the whole page, or over `scope` (a CSS selector) alone. */
export async function expectAccessible(page: Page, label: string, scope?: string) {
  if (!scope) await revealWholePage(page);
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  const { violations } = await (scope ? builder.include(scope) : builder).analyze();
  const summary = violations.map((violation) => `${violation.id} (${violation.nodes.length})`);
  expect(summary, `axe found WCAG A/AA violations on ${label}:\n\n${describeViolations(violations)}\n`).toEqual([]);
}

/**
 * The page is no wider than the window. An element past the edge inside a strip that scrolls on its own (a row of
 * tabs) is within reach by swiping that strip, so it does not count.
 */
export async function expectNoSidewaysScroll(page: Page, label: string) {
  const widths = await page.evaluate(() => {
    const scrollsOnItsOwn = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const overflow = getComputedStyle(parent).overflowX;
        if ((overflow === 'auto' || overflow === 'scroll') && parent !== document.documentElement) return true;
      }
      return false;
    };
    const overflowing = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .filter((element) => !scrollsOnItsOwn(element))
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, overflowing };
  });
  expect(
    widths.scrollWidth,
    `${label} scrolls sideways (elements past the right edge: ${widths.overflowing.join(', ')})`,
  ).toBeLessThanOrEqual(widths.innerWidth);
}
