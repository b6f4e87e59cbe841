/**
 * `node --conditions=production --import tsx bench/storefront-vitals.ts [--base http://localhost:3000] [--runs 3]
 *   [--against http://localhost:3001] [--settle 180]`
 *
 * Loads the storefront's home page, /search and a vehicle page in headless Chromium as a phone on a slow network
 * (1.6 Mbps down, 750 kbps up, 150 ms round trip, CPU slowed 4x: Lighthouse's mobile profile) with a cold cache,
 * and prints for each page the First and the Largest Contentful Paint, the JavaScript it loaded (bytes on the wire and
 * uncompressed) and the Cumulative Layout Shift, as the median of the runs. The admin console's first load (/admin,
 * as the demo admin, already signed in) is measured the same way, with the time until its first screen shows its
 * data. Needs a running server with listings and the demo admin (`npm start`, or any deployment with
 * DEMO_ADMIN_EMAIL and DEMO_ADMIN_PASSWORD set to an admin's credentials).
 *
 * It first waits (at most `--settle` seconds) for the machine to quiet down, as a server just seeded or a benchmark
 * just ended leaves it busy.
 *
 * With `--against`, a second server (another build on the same data: the commit before a change) is measured in
 * the same run, its runs taking turns with the first's, so that both meet the same moments of a busy machine; the
 * table then gives each page's LCP on both.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { signInAdmin, type AdminSession } from './vitals/adminSession.ts';
import { firstScreenShownMs, watchConsoleFirstScreen } from './vitals/consoleFirstScreen.ts';

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    against: { type: 'string' },
    runs: { type: 'string' },
    vehicle: { type: 'string' },
    settle: { type: 'string' },
  },
});
const base = (values.base ?? process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const against = values.against?.replace(/\/$/, '');
const runs = Math.max(1, Number(values.runs ?? 3));
/** How long to wait at most for the machine to quiet down before measuring. */
const settleSeconds = Math.max(0, Number(values.settle ?? 180));

const network = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

interface Sample {
  /** First Contentful Paint: when anything of the page first showed. */
  fcpMs: number;
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
  const fcpMs = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  );
  await cdp.detach();
  return {
    fcpMs,
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

async function vehiclePath(base: string): Promise<string> {
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
/**
 * The numbers are only as good as the machine is quiet: a busy CPU slows the 4x-throttled page further (the same
 * build's /search LCP measured 1.0 s at a load average under 1 and 2.5 s at 3.6, just after a demo server's seed).
 * Waits until the one-minute load average is under half the cores, or at most `--settle` seconds.
 */
async function settle(): Promise<void> {
  const quiet = os.cpus().length / 2;
  const started = Date.now();
  while (os.loadavg()[0] >= quiet && Date.now() - started < settleSeconds * 1000) {
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
  const waited = Math.round((Date.now() - started) / 1000);
  if (waited > 0) console.log(`Waited ${waited} s for the one-minute load average to fall under ${quiet}`);
}

await settle();
console.log(`Load average (1, 5, 15 min) at start: ${loadAverage()}`);

/** One server measured: its pages (the vehicle page its own dearest car) and its signed-in admin. */
interface Target {
  base: string;
  paths: { label: string; pagePath: string; isConsole: boolean }[];
  admin: AdminSession;
}

async function target(base: string): Promise<Target> {
  const vehicle = await vehiclePath(base);
  const paths = [
    { label: '/', pagePath: '/', isConsole: false },
    { label: '/search', pagePath: '/search', isConsole: false },
    { label: '/vehicles/:id', pagePath: vehicle, isConsole: false },
    { label: '/admin (signed in)', pagePath: '/admin', isConsole: true },
  ];
  // Visits first, so the server's compressed-file cache is warm and the runs measure the page, not the server. They
  // time the server's answer: the first (a drawn page's first loads the renderer) and repeated ones.
  for (const { label, pagePath, isConsole } of paths) {
    if (isConsole) continue;
    const times: number[] = [];
    let bytes = 0;
    for (let visit = 0; visit <= PAGE_VISITS; visit++) {
      const started = performance.now();
      const response = await fetch(base + pagePath, { headers: { 'Accept-Encoding': 'br' } });
      await response.arrayBuffer();
      times.push(performance.now() - started);
      bytes = Number(response.headers.get('content-length'));
    }
    pageAnswers.push({
      server: base,
      page: label,
      'HTML on the wire': kb(bytes),
      'first answer (ms)': Number(times[0]!.toFixed(1)),
      [`median of ${PAGE_VISITS} more (ms)`]: Number(median(times.slice(1)).toFixed(1)),
    });
  }
  return { base, paths, admin: await signInAdmin(base) };
}

/** The server's answers to the pages themselves, timed from here (no throttling), Brotli as browsers ask. */
const PAGE_VISITS = 20;
const pageAnswers: Record<string, string | number>[] = [];

const targets = [await target(base), ...(against ? [await target(against)] : [])];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
});

console.log(
  `Storefront and console vitals at ${targets.map((each) => each.base).join(' and, taking turns, ')}: 390x844 phone, 1.6 Mbps / 150 ms RTT, CPU ${CPU_SLOWDOWN}x slower, cold cache, median of ${runs}`,
);

/** One run in a fresh phone context: no cache, no storage, only the cookies given. */
async function sampleRun(each: Target, pagePath: string, isConsole: boolean): Promise<Sample> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  try {
    if (isConsole) await context.addCookies(each.admin.cookies);
    return await measure(await context.newPage(), each.base + pagePath, isConsole);
  } finally {
    await context.close();
  }
}

const medianOf = (samples: Sample[], value: (sample: Sample) => number) => median(samples.map(value));

const rows: Record<string, string | number>[] = [];
try {
  for (const [index, { label, isConsole }] of targets[0].paths.entries()) {
    const samples = targets.map((): Sample[] => []);
    for (let run = 0; run < runs; run++) {
      for (const [which, each] of targets.entries()) {
        samples[which].push(await sampleRun(each, each.paths[index].pagePath, isConsole));
      }
    }
    const [own, other] = samples;
    rows.push({
      page: label,
      'FCP (ms)': Math.round(medianOf(own, (sample) => sample.fcpMs)),
      ...(other ? { 'FCP --against (ms)': Math.round(medianOf(other, (sample) => sample.fcpMs)) } : {}),
      'LCP (ms)': Math.round(medianOf(own, (sample) => sample.lcpMs)),
      ...(other ? { 'LCP --against (ms)': Math.round(medianOf(other, (sample) => sample.lcpMs)) } : {}),
      'LCP element': own.at(-1)!.lcpElement,
      'JS on the wire': kb(medianOf(own, (sample) => sample.jsTransferBytes)),
      'JS uncompressed': kb(medianOf(own, (sample) => sample.jsDecodedBytes)),
      'JS files': own.at(-1)!.jsFiles,
      CLS: Number(medianOf(own, (sample) => sample.cls).toFixed(3)),
      'data shown (ms)': isConsole ? Math.round(medianOf(own, (sample) => sample.firstScreenMs!)) : '',
      ...(other && isConsole
        ? { 'data shown --against (ms)': Math.round(medianOf(other, (sample) => sample.firstScreenMs!)) }
        : {}),
    });
  }
  console.table(rows);
  console.log('The pages as the server sends them:');
  console.table(pageAnswers);
} finally {
  await browser.close();
  for (const each of targets) await each.admin.signOut();
}
console.log(`Load average (1, 5, 15 min) at end: ${loadAverage()}`);
