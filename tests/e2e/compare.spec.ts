/**
 * Comparing cars, as a buyer does it: three cars chosen from search cards, the tray at the bottom, the compare
 * page with one column per car and its rows aligned, differences highlighted; at 1280 px everything fits, at 390 px
 * the label column stays put while the cars scroll sideways, and the page itself never does. The link is shareable:
 * a visitor with no selection of their own sees the same cars.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_SEED_TIMEOUT_MS, waitForDemoListings } from './demoSeed.ts';
import { expectAccessible, expectNoSidewaysScroll } from './layoutChecks.ts';

test.beforeAll(async ({ request }, testInfo) => {
  testInfo.setTimeout(DEMO_SEED_TIMEOUT_MS);
  await waitForDemoListings(request);
});

const tray = (page: Page) => page.getByRole('region', { name: 'Compare', exact: true });

/**
 * Chooses the three most expensive cars of /search with their cards' Compare chips; answers their names. The demo's
 * dearest cars, not the newest: other tests list cars identical but for their model, and three of those side by
 * side differ in nothing the table's rows show.
 */
async function chooseThreeFromSearch(page: Page): Promise<string[]> {
  await page.goto('/search?sortBy=price_desc');
  const chips = page.getByRole('button', { name: /^Compare \d{4} / });
  await expect(chips.nth(2)).toBeVisible();
  const names: string[] = [];
  for (let index = 0; index < 3; index++) {
    const chip = chips.nth(index);
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    names.push((await chip.getAttribute('aria-label'))!.replace(/^Compare /, ''));
  }
  // Choosing does not open the car: the chip sits above the card's link.
  await expect(page).toHaveURL(/\/search\?sortBy=price_desc$/);
  await expect(tray(page).getByText('3 cars chosen')).toBeVisible();
  return names;
}

/** Every row of the table: a label and one cell per car, each on the same line; `differs` where the texts do. */
async function expectAlignedRows(table: Locator, cars: number) {
  const rows = await table.locator('tbody tr:has(th[scope="row"])').evaluateAll((elements) =>
    elements.map((row) => {
      const label = row.querySelector('th')!;
      const cells = [...row.querySelectorAll('td')];
      return {
        label: label.textContent,
        top: label.getBoundingClientRect().top,
        tops: cells.map((cell) => cell.getBoundingClientRect().top),
        texts: cells.map((cell) => cell.textContent),
        flagged: row.hasAttribute('data-differs'),
        // Plain cells are transparent on the white page; a highlighted one has a colour of its own.
        tinted: cells.map(
          (cell) => !['rgba(0, 0, 0, 0)', 'rgb(255, 255, 255)'].includes(getComputedStyle(cell).backgroundColor),
        ),
      };
    }),
  );
  expect(rows.length).toBeGreaterThan(10);
  for (const row of rows) {
    expect(row.tops, `${row.label}: one cell per car`).toHaveLength(cars);
    for (const top of row.tops) expect(Math.abs(top - row.top), `${row.label} aligned`).toBeLessThan(1);
    const differs = new Set(row.texts).size > 1;
    expect(row.flagged, `${row.label} flagged as differing`).toBe(differs);
    expect(row.tinted, `${row.label} highlighted`).toEqual(row.tops.map(() => differs));
    expect(row.label?.endsWith('(differs)'), `${row.label} says so to screen readers`).toBe(differs);
  }
  expect(rows.filter((row) => row.flagged).length, 'three different cars differ somewhere').toBeGreaterThan(0);
  for (const label of ['Price', 'Deal rating', 'Market value', 'Year', 'Mileage', 'Drivetrain', 'Location']) {
    await expect(table.getByRole('rowheader', { name: new RegExp(`^${label}( \\(differs\\))?$`) })).toBeVisible();
  }
}

async function openComparison(page: Page, names: string[]) {
  await tray(page).getByRole('link', { name: 'Compare 3 cars' }).click();
  await expect(page).toHaveURL(/\/compare\?ids=\d+,\d+,\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Compare Vehicles' })).toBeVisible();
  await expect(page).toHaveTitle(/^Compare Vehicles/);
  const table = page.getByRole('table');
  const headers = table.getByRole('columnheader');
  await expect(headers).toHaveCount(3);
  for (const [index, name] of names.entries()) await expect(headers.nth(index)).toContainText(name);
  // The page shows the cars already: no tray over it.
  await expect(tray(page)).toHaveCount(0);
  return table;
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('three cars from search cards, side by side, all in view; the link shows them to anyone', async ({
    page,
    browser,
  }) => {
    const names = await chooseThreeFromSearch(page);
    const table = await openComparison(page, names);
    await expectAlignedRows(table, 3);
    const scroller = page.getByRole('region', { name: /^Comparison table/ });
    const fits = await scroller.evaluate((element) => element.scrollWidth <= element.clientWidth);
    expect(fits, 'three cars fit without sideways scrolling').toBe(true);
    await expectNoSidewaysScroll(page, 'compare at 1280 px');
    await expectAccessible(page, 'compare at 1280 px', 'main');

    // Shared: a visitor without any selection opens the same link.
    const link = page.url();
    const other = await browser.newContext();
    const visitor = await other.newPage();
    await visitor.goto(link);
    const theirs = visitor.getByRole('table').getByRole('columnheader');
    await expect(theirs).toHaveCount(3);
    for (const [index, name] of names.entries()) await expect(theirs.nth(index)).toContainText(name);
    await other.close();

    // Removing a car takes it out of the link and of the selection.
    await page.getByRole('button', { name: `Remove ${names[0]} from the comparison` }).click();
    await expect(page).toHaveURL(/\/compare\?ids=\d+%2C\d+$|\/compare\?ids=\d+,\d+$/);
    await expect(table.getByRole('columnheader')).toHaveCount(2);
    await page.goto('/search');
    await expect(tray(page).getByText('2 cars chosen')).toBeVisible();
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the tray leaves the page readable, the labels stay put while the cars swipe sideways', async ({ page }) => {
    const names = await chooseThreeFromSearch(page);
    // The tray covers nothing: at the very bottom, the footer ends above it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const trayBox = (await tray(page).boundingBox())!;
    const footerBox = (await page.getByRole('contentinfo').boundingBox())!;
    expect(footerBox.y + footerBox.height).toBeLessThanOrEqual(trayBox.y + 1);
    await expectNoSidewaysScroll(page, 'search with the compare tray at 390 px');

    const table = await openComparison(page, names);
    await expectAlignedRows(table, 3);
    await expectNoSidewaysScroll(page, 'compare at 390 px');

    const scroller = page.getByRole('region', { name: /^Comparison table/ });
    expect(await scroller.evaluate((element) => getComputedStyle(element).scrollSnapType)).toBe('x mandatory');
    const year = table.getByRole('rowheader', { name: /^Year/ });
    const before = (await year.boundingBox())!;
    // Swipe to the last car.
    const scrolled = await scroller.evaluate(async (element) => {
      element.scrollTo({ left: element.scrollWidth });
      await new Promise((resolve) => setTimeout(resolve, 400));
      return element.scrollLeft;
    });
    expect(scrolled, 'three cars are wider than a phone').toBeGreaterThan(100);
    const after = (await year.boundingBox())!;
    expect(Math.abs(after.x - before.x), 'the label column does not move').toBeLessThan(1);
    // Nothing scrolled over it: the label is what is on top at its own centre.
    const onTop = await year.evaluate((label) => {
      const box = label.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && label.contains(hit);
    });
    expect(onTop).toBe(true);
    // The last car is in full view beside the labels.
    const lastCar = (await table.getByRole('columnheader').nth(2).boundingBox())!;
    expect(lastCar.x).toBeGreaterThanOrEqual(after.x + after.width - 1);
    expect(lastCar.x + lastCar.width).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'compare at 390 px', 'main');
  });
});
