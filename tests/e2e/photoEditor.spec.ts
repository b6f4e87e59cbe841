/**
 * The listing form's photos in Chromium, as the demo seller lives them: several real photos, each with its own
 * progress bar and each shown the moment it arrives (one held back by the test, so the others arrive first);
 * a failed photo retried on its own; photos reordered with the keyboard alone, saved, and found in that order.
 * Screenshots of the section at phone and desktop widths go to test-results/screens/.
 */
import { expect, test, type APIRequestContext, type Page, type Request, type Route } from '@playwright/test';
import sharp from 'sharp';
import { demoAccounts } from '../../seed/demoAccounts.ts';
import { listingData } from '../helpers/fixtures.ts';
import { expectAccessible } from './layoutChecks.ts';
import { sellerPhotos, type TestImage } from './sellerPhotos.ts';

const [, seller] = demoAccounts();
const SCREENS = 'test-results/screens';

async function signIn(page: Page, origin: string) {
  const response = await page.request.post('/api/login', { data: seller, headers: { Origin: origin } });
  expect(response.status()).toBe(200);
}

/** A listing of the seller's own, without photos, to open in the edit form. */
async function photolessListing(api: APIRequestContext, origin: string): Promise<number> {
  const response = await api.post('/api/vehicles', {
    data: listingData({ images: [] }),
    headers: { Origin: origin },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function storedImages(api: APIRequestContext, origin: string, id: number): Promise<string[]> {
  const mine = (await (await api.get('/api/user/vehicles', { headers: { Origin: origin } })).json()) as Array<{
    id: number;
    images: string[];
  }>;
  const listing = mine.find((vehicle) => vehicle.id === id);
  if (!listing) throw new Error(`listing ${id} is not the seller's`);
  return listing.images;
}

/** A fourth photo, so the grid has a full desktop row, plus the three of the seller tests. */
async function fourPhotos(): Promise<TestImage[]> {
  const odometer = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c9a227' } })
    .jpeg()
    .toBuffer();
  return [...(await sellerPhotos()), { name: 'odometer.jpg', mimeType: 'image/jpeg', buffer: odometer }];
}

/** Which photo a POST to the upload route carries: the multipart body names its file. */
function fileNameOf(request: Request): string | undefined {
  return /filename="([^"]+)"/.exec(request.postDataBuffer()?.toString('latin1') ?? '')?.[1];
}

/** The photo tiles' addresses in order, as the host's 1600 px names the listing stores. */
async function tileOrder(page: Page): Promise<string[]> {
  const sources = await page
    .getByRole('listitem', { name: /^Photo \d/ })
    .locator('img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
  return sources.map((src) => src.replace('-800.webp', '-1600.webp'));
}

/** axe over the photo section alone, in whatever state its tiles are (uploading, failed, uploaded). */
async function expectAccessiblePhotos(page: Page) {
  await page
    .getByRole('region', { name: 'Photos' })
    .evaluate((element) => element.setAttribute('data-axe-scope', 'photos'));
  await expectAccessible(page, 'the photo section', '[data-axe-scope="photos"]');
}

/** What dnd-kit's live region says to a screen reader during a keyboard drag. */
const liveRegion = (page: Page) => page.locator('[id^="DndLiveRegion"]');

/**
 * Presses an arrow key of a keyboard drag until the live region says `heard`. dnd-kit ignores an arrow pressed
 * before it has measured the list after the pick-up, which a loaded machine lets a test do. A press it takes is
 * announced within moments, so the key is pressed again only while the last announcement has stood for seconds.
 */
async function moveHeard(page: Page, key: string, heard: string) {
  const before = await liveRegion(page).textContent();
  await expect(async () => {
    if ((await liveRegion(page).textContent()) === before) await page.keyboard.press(key);
    await expect(liveRegion(page)).toHaveText(heard, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

async function screenshotAt(page: Page, width: number, name: string) {
  await page.setViewportSize({ width, height: width < 640 ? 844 : 900 });
  const section = page.getByRole('region', { name: 'Photos' });
  await section.scrollIntoViewIfNeeded();
  // The site's sticky header would cover the section's top edge in the picture. (The screenshot's own `style`
  // option writes a <style> tag, which the storefront's Content-Security-Policy refuses.)
  const header = page.locator('header.sticky');
  await header.evaluate((element: HTMLElement) => (element.style.visibility = 'hidden'));
  await section.screenshot({ path: `${SCREENS}/${name}`, animations: 'disabled' });
  await header.evaluate((element: HTMLElement) => (element.style.visibility = ''));
}

test('each photo shows its own progress and arrives on its own; the keyboard reorders them and the order is saved', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signIn(page, baseURL!);
  const id = await photolessListing(page.request, baseURL!);
  const photos = await fourPhotos();

  // Every upload waits until the test lets it through: the first photo chosen until the very end.
  let releaseOthers: () => void = () => {};
  const othersReleased = new Promise<void>((resolve) => (releaseOthers = resolve));
  let releaseFirst: () => void = () => {};
  const firstReleased = new Promise<void>((resolve) => (releaseFirst = resolve));
  await page.route('**/api/media/upload', async (route: Route) => {
    await (fileNameOf(route.request()) === photos[0].name ? firstReleased : othersReleased);
    await route.continue();
  });

  await page.goto(`/edit-listing/${id}`);
  await expect(page.getByRole('heading', { name: 'Edit Listing' })).toBeVisible();
  await expect(page.getByText('Uploaded Photos (0/10)')).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles(photos);

  // A progress bar on each photo's own tile (three upload at once, the fourth waits its turn).
  for (const photo of photos) {
    await expect(page.getByRole('progressbar', { name: `Uploading ${photo.name}` })).toBeVisible();
  }
  await expect(page.getByRole('listitem', { name: photos[3].name })).toContainText('Waiting...');
  await expect(page.getByText('Uploading photos...')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish Listing' })).toBeDisabled();

  // The others arrive one by one and show their thumbnails while the first is still on its way.
  releaseOthers();
  const tiles = page.getByRole('listitem', { name: /^Photo \d/ });
  await expect(tiles).toHaveCount(3);
  for (const tile of await tiles.all()) {
    const image = tile.locator('img');
    await image.scrollIntoViewIfNeeded();
    // The host's thumbnail itself has loaded, not just its tile.
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  }
  await expect(page.getByText('Uploaded Photos (3/10)')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: `Uploading ${photos[0].name}` })).toBeVisible();
  for (const photo of photos.slice(1)) {
    await expect(page.getByRole('progressbar', { name: `Uploading ${photo.name}` })).toHaveCount(0);
  }
  await expectAccessiblePhotos(page);
  await screenshotAt(page, 1280, 'photos-uploading-1280.png');
  await screenshotAt(page, 390, 'photos-uploading-390.png');
  await page.setViewportSize({ width: 1280, height: 900 });

  releaseFirst();
  await expect(page.getByText('Uploaded 4 image(s) successfully')).toBeVisible({ timeout: 30_000 });
  await expect(tiles).toHaveCount(4);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  // The first photo chosen takes the first place and the cover, though it arrived last.
  await expect(page.getByRole('listitem', { name: 'Photo 1, cover' })).toBeVisible();
  const arrived = await tileOrder(page);
  expect(new Set(arrived).size).toBe(4);

  // Keyboard only: Tab to photo 4's handle, Space to pick it up, two left arrows, Space to drop it second.
  await page.getByRole('button', { name: 'Set photo 4 as cover' }).focus();
  const handle = page.getByRole('button', { name: 'Reorder photo 4' });
  for (
    let presses = 0;
    presses < 6 && !(await handle.evaluate((element) => element === document.activeElement));
    presses++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(handle).toBeFocused();
  const live = liveRegion(page);
  await page.keyboard.press('Space');
  await expect(live).toHaveText('Picked up photo 4 of 4.');
  await moveHeard(page, 'ArrowLeft', 'Photo 4 is at position 3 of 4.');
  await moveHeard(page, 'ArrowLeft', 'Photo 4 is at position 2 of 4.');
  await page.keyboard.press('Space');
  await expect(live).toHaveText('Photo 4 was dropped at position 2 of 4.');
  const reordered = [arrived[0], arrived[3], arrived[1], arrived[2]];
  await expect.poll(() => tileOrder(page)).toEqual(reordered);
  await expect(page.getByRole('listitem', { name: 'Photo 1, cover' })).toBeVisible();
  // Focus stays on the moved photo's handle, now the second's.
  await expect(page.getByRole('button', { name: 'Reorder photo 2' })).toBeFocused();
  await screenshotAt(page, 1280, 'photos-1280.png');
  await screenshotAt(page, 390, 'photos-390.png');

  await page.getByRole('button', { name: 'Publish Listing' }).click();
  await expect(page.getByText('Your listing has been updated')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await storedImages(page.request, baseURL!, id)).toEqual(reordered);

  await page.goto(`/edit-listing/${id}`);
  await expect(page.getByText('Uploaded Photos (4/10)')).toBeVisible();
  expect(await tileOrder(page)).toEqual(reordered);
});

test('a failed photo shows its own error and is retried alone, while the others arrive', async ({ page, baseURL }) => {
  await signIn(page, baseURL!);
  const id = await photolessListing(page.request, baseURL!);
  const photos = (await sellerPhotos()).slice(0, 2);
  let failNext = true;
  await page.route('**/api/media/upload', async (route) => {
    if (fileNameOf(route.request()) === photos[1].name && failNext) {
      failNext = false;
      await route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' });
      return;
    }
    await route.continue();
  });

  await page.goto(`/edit-listing/${id}`);
  await page.locator('input[type="file"]').setInputFiles(photos);
  const failed = page.getByRole('listitem', { name: photos[1].name });
  await expect(failed).toContainText('Upload failed');
  await expect(failed).toContainText('HTTP 503: Service Unavailable');
  await expect(page.getByRole('listitem', { name: 'Photo 1, cover' }).locator('img')).toBeVisible();
  await expect(page.getByText('Uploaded Photos (1/10)')).toBeVisible();
  await expectAccessiblePhotos(page);
  await screenshotAt(page, 390, 'photos-failed-390.png');
  await page.setViewportSize({ width: 1280, height: 900 });

  await failed.getByRole('button', { name: `Retry uploading ${photos[1].name}` }).click();
  await expect(page.getByText('Uploaded Photos (2/10)')).toBeVisible();
  await expect(failed).toHaveCount(0);
  const order = await tileOrder(page);
  expect(order).toHaveLength(2);

  await page.getByRole('button', { name: 'Publish Listing' }).click();
  await expect(page.getByText('Your listing has been updated')).toBeVisible();
  expect(await storedImages(page.request, baseURL!, id)).toEqual(order);
});

test("the browser's upload progress moves each photo's bar on a slow connection", async ({ page, baseURL }) => {
  await signIn(page, baseURL!);
  const id = await photolessListing(page.request, baseURL!);
  // Noise does not compress: about 1.4 MB of PNG, a few seconds at the throttled speed.
  const noise = Buffer.from(Array.from({ length: 800 * 600 * 3 }, () => Math.floor(Math.random() * 256)));
  const buffer = await sharp(noise, { raw: { width: 800, height: 600, channels: 3 } })
    .png()
    .toBuffer();
  const cdp = await page.context().newCDPSession(page);
  await page.goto(`/edit-listing/${id}`);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: 4_000_000,
    uploadThroughput: 400_000,
  });

  await page.locator('input[type="file"]').setInputFiles([{ name: 'noise.png', mimeType: 'image/png', buffer }]);
  const bar = page.getByRole('progressbar', { name: 'Uploading noise.png' });
  await expect(bar).toBeVisible();
  // Part of the photo sent, not yet all of it: the bar follows the bytes.
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 15_000 })
    .toBeGreaterThan(10);
  expect(Number(await bar.getAttribute('aria-valuenow'))).toBeLessThan(100);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(page.getByRole('listitem', { name: 'Photo 1, cover' }).locator('img')).toBeVisible({
    timeout: 30_000,
  });
  await expect(bar).toHaveCount(0);
});

/** Photos sent through the upload route directly, for a listing that already has them. */
async function uploadedPhotos(api: APIRequestContext, origin: string, images: TestImage[]): Promise<string[]> {
  const urls: string[] = [];
  for (const image of images) {
    const response = await api.post('/api/media/upload', {
      multipart: { upload_preset: 'vehicle_photos', folder: 'vehicle-photos', file: image },
      headers: { Origin: origin },
    });
    expect(response.status()).toBe(200);
    urls.push(((await response.json()) as { secure_url: string }).secure_url);
  }
  return urls;
}

test('on a touch screen a press and hold picks a photo up, while a quick swipe and a tap do not', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await signIn(page, baseURL!);
  const images = await uploadedPhotos(page.request, baseURL!, await sellerPhotos());
  const created = await page.request.post('/api/vehicles', {
    data: listingData({ images }),
    headers: { Origin: baseURL! },
  });
  expect(created.status()).toBe(201);
  await page.goto(`/edit-listing/${((await created.json()) as { id: number }).id}`);
  await expect(page.getByText('Uploaded Photos (3/10)')).toBeVisible();
  const third = page.getByRole('listitem', { name: 'Photo 3' });
  await third.scrollIntoViewIfNeeded();
  expect(await tileOrder(page)).toEqual(images);

  const cdp = await context.newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x = 0, y = 0) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  const centre = async (name: string) => {
    const box = await page.getByRole('listitem', { name }).boundingBox();
    if (!box) throw new Error(`${name} is not on screen`);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  async function slide(from: { x: number; y: number }, to: { x: number; y: number }) {
    for (let step = 1; step <= 12; step++) {
      await touch('touchMove', from.x + ((to.x - from.x) * step) / 12, from.y + ((to.y - from.y) * step) / 12);
    }
  }

  // A quick swipe up across the photos (no hold) is not a drag: the page scrolls and the order stays.
  const scrollY = () => page.evaluate(() => window.scrollY);
  const before = await scrollY();
  let start = await centre('Photo 3');
  await touch('touchStart', start.x, start.y);
  await slide(start, await centre('Photo 1, cover'));
  await touch('touchEnd');
  await expect.poll(scrollY).toBeGreaterThan(before);
  expect(await tileOrder(page)).toEqual(images);
  // The swipe flings the page on; a press while it still moves would land elsewhere and stop the fling instead.
  let settled = -1;
  await expect
    .poll(
      async () => {
        const now = await scrollY();
        const still = now === settled;
        settled = now;
        return still;
      },
      { intervals: [150] },
    )
    .toBe(true);

  // Press and hold, then drag the third photo onto the first place.
  start = await centre('Photo 3');
  const target = await centre('Photo 1, cover');
  await touch('touchStart', start.x, start.y);
  await page.waitForTimeout(450);
  await expect(page.locator('[id^="DndLiveRegion"]')).toHaveText('Picked up photo 3 of 3.');
  await slide(start, target);
  await page.waitForTimeout(300);
  await touch('touchEnd');
  await expect(page.locator('[id^="DndLiveRegion"]')).toHaveText('Photo 3 was dropped at position 1 of 3.');
  await expect.poll(() => tileOrder(page)).toEqual([images[2], images[0], images[1]]);

  // A tap still presses a tile's button: the star makes the (moved) third photo the cover.
  await page.getByRole('button', { name: 'Set photo 1 as cover' }).tap();
  await expect(page.getByRole('listitem', { name: 'Photo 1, cover' })).toBeVisible();
  await context.close();
});
