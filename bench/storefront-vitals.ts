/**
 * `node --conditions=production --import tsx bench/storefront-vitals.ts [--base http://localhost:3000] [--runs 3]`
 *
 * Loads the storefront's home page, /search and a vehicle page in headless Chromium as a phone on a slow network
 * (1.6 Mbps down, 750 kbps up, 150 ms round trip, CPU slowed 4x: Lighthouse's mobile profile) with a cold cache,
 * and prints for each page the Largest Contentful Paint, the JavaScript it loaded (bytes on the wire and
 * uncompressed) and the Cumulative Layout Shift, as the median of the runs. The admin console's first load (/admin,
 * as the demo admin, already signed in) is measured the same way, with the time until its first screen shows its
 * data. Needs a running server with listings and the demo admin (`npm start`, or any deployment with
 * DEMO_ADMIN_EMAIL and DEMO_ADMIN_PASSWORD set to an admin's credentials).
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { signInAdmin } from './vitals/adminSession.ts';
import { firstScreenShownMs, watchConsoleFirstScreen } from './vitals/consoleFirstScreen.ts';

const { values } = parseArgs({
  options: { base: { type: 'string' }, runs: { type: 'string' }, vehicle: { type: 'string' } },
});
const base = (values.base ?? process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const runs = Math.max(1, Number(values.runs ?? 3));

const network = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

interface Sample {
  lcpMs: number;
  lcpElement: string;
  jsTransferBytes: number;
  jsDecodedBytes: number;
  jsFiles: number;
  cls: number;
  /** The console only: when its first screen showed its data, from navigation start. */
  firstScreenMs?: number;
}

/** Collects LCP and layout shifts (session windows: gaps under 1 s, windows at most 5 s, as web-vitals counts). */
const observeVitals = () => {
  const state = { lcp: 0, lcpElement: '', cls: 0, windowValue: 0, windowStart: 0, lastShift: 0 };
  (window as unknown as { __vitals: typeof state }).__vitals = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element })[]) {
      state.lcp = entry.startTime;
      const element = entry.element;
      state.lcpElement = element ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}` : '';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (entry.hadRecentInput) continue;
      const newWindow = entry.startTime - state.lastShift > 1000 || entry.startTime - state.windowStart > 5000;
      if (newWindow) {
        state.windowStart = entry.startTime;
        state.windowValue = 0;
      }
      state.windowValue += entry.value;
      state.lastShift = entry.startTime;
      state.cls = Math.max(state.cls, state.windowValue);
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

async function measure(page: Page, url: string, isConsole = false): Promise<Sample> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

  const scripts = new Set<string>();
  let jsTransferBytes = 0;
  let jsDecodedBytes = 0;
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.add(event.requestId);
  });
  cdp.on('Network.dataReceived', (event) => {
    if (scripts.has(event.requestId)) jsDecodedBytes += event.dataLength;
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (scripts.has(event.requestId)) jsTransferBytes += event.encodedDataLength;
  });

  await page.addInitScript(observeVitals);
  if (isConsole) await page.addInitScript(watchConsoleFirstScreen);
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  // Late images and fonts can still move the largest paint: give the page a moment at rest.
  await page.waitForTimeout(2000);
  let firstScreenMs: number | undefined;
  if (isConsole) {
    // A console that did not take the session sends the browser to the sign-in page: say so rather than time out.
    if (!new URL(page.url()).pathname.startsWith('/admin'))
      throw new Error(`the console sent the signed-in admin to ${page.url()}: the session cookie was not accepted`);
    await page.waitForFunction(firstScreenShownMs, undefined, { timeout: 60_000 });
    firstScreenMs = await page.evaluate(firstScreenShownMs);
  }
  const vitals = await page.evaluate(
    () => (window as unknown as { __vitals: { lcp: number; lcpElement: string; cls: number } }).__vitals,
  );
  await cdp.detach();
  return {
    lcpMs: vitals.lcp,
    lcpElement: vitals.lcpElement,
    jsTransferBytes,
    jsDecodedBytes,
    jsFiles: scripts.size,
    cls: vitals.cls,
    firstScreenMs,
  };
}

function median(numbers: number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

async function vehiclePath(): Promise<string> {
  if (values.vehicle) return `/vehicles/${values.vehicle}`;
  const response = await fetch(`${base}/api/vehicles/search?limit=1&sortBy=price_desc`);
  const body = (await response.json()) as { vehicles: { id: number }[] };
  if (!body.vehicles?.length)
    throw new Error(`${base} has no listings yet: wait for the demo seed or pass --vehicle <id>`);
  return `/vehicles/${body.vehicles[0].id}`;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');
// The numbers are only as good as the machine is quiet: a busy CPU slows the 4x-throttled page further.
console.log(`Load average (1, 5, 15 min) at start: ${loadAverage()}`);

const paths = ['/', '/search', await vehiclePath()];
const consolePath = '/admin';
const admin = await signInAdmin(base);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
});
// One visit first, so the server's compressed-file cache is warm and the runs measure the page, not the server.
for (const pagePath of [...paths, consolePath]) await fetch(base + pagePath);

console.log(
  `Storefront and console vitals at ${base}: 390x844 phone, 1.6 Mbps / 150 ms RTT, CPU ${CPU_SLOWDOWN}x slower, cold cache, median of ${runs}`,
);

/** Each run in a fresh phone context: no cache, no storage, only the cookies given. */
async function sampleRuns(pagePath: string, isConsole = false): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    if (isConsole) await context.addCookies(admin.cookies);
    const page = await context.newPage();
    samples.push(await measure(page, base + pagePath, isConsole));
    await context.close();
  }
  return samples;
}

const rows: Record<string, string | number>[] = [];
const pages = [
  ...paths.map((pagePath) => ({ label: pagePath, pagePath, isConsole: false })),
  { label: `${consolePath} (signed in)`, pagePath: consolePath, isConsole: true },
];
try {
  for (const { label, pagePath, isConsole } of pages) {
    const samples = await sampleRuns(pagePath, isConsole);
    rows.push({
      page: label,
      'LCP (ms)': Math.round(median(samples.map((sample) => sample.lcpMs))),
      'LCP element': samples.at(-1)!.lcpElement,
      'JS on the wire': kb(median(samples.map((sample) => sample.jsTransferBytes))),
      'JS uncompressed': kb(median(samples.map((sample) => sample.jsDecodedBytes))),
      'JS files': samples.at(-1)!.jsFiles,
      CLS: Number(median(samples.map((sample) => sample.cls)).toFixed(3)),
      'data shown (ms)': isConsole ? Math.round(median(samples.map((sample) => sample.firstScreenMs!))) : '',
    });
  }
  console.table(rows);
} finally {
  await browser.close();
  await admin.signOut();
}
console.log(`Load average (1, 5, 15 min) at end: ${loadAverage()}`);
