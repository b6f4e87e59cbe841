/**
 * Stored text is shown as text everywhere: script and onerror payloads saved through every writable text field
 * (listing model, trim, description, features, location, contact names; a user's name; a buyer's message; a page's
 * title and body through the console's call) never run in the storefront or the console. The browser ignores the
 * CSP here (bypassCSP), so what is proven is the escaping itself; the CSP is a second wall (csp.spec.ts).
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoAccounts } from '../../seed/demoAccounts.ts';
import { listingData } from '../helpers/fixtures.ts';
import { emailLink, emailTo } from './mailbox.ts';

test.use({ bypassCSP: true });

const [admin] = demoAccounts();
const SCRIPT = '<script>__xss=1</script>';
const IMG = '<img src=x onerror=__xss=1>';
const SVG = '<svg onload=alert(1)>';
/** A payload fitting an 80-character field, labelled so each view shows which field it came from. */
const payload = (label: string) => `${label}${SCRIPT}${IMG}`;
const stamp = Date.now().toString(36);

let baseURL: string;
const user = {
  email: `xss-${stamp}@e2e.example`,
  password: 'e2e-secret-1',
  firstName: payload('F'),
  lastName: payload('L'),
};
const ids = { approved: 0, pending: 0, page: 0 };

async function session(request: APIRequestContext, account: { email: string; password: string }) {
  const response = await request.post('/api/login', { data: account, headers: { Origin: baseURL } });
  expect(response.status(), `login ${account.email}`).toBe(200);
}

function listing(model: string) {
  return listingData({
    model,
    trim: payload('T'),
    description: `D ${SCRIPT} ${IMG} ${SVG} "quoted" & 'single' </textarea></title></script>`,
    features: [payload('Feature '), SVG],
    location: payload('Loc '),
    contactFirstName: payload('CF'),
    contactLastName: payload('CL'),
    contactEmail: 'xss-owner@e2e.example',
    images: [],
  });
}

/** Opens a page, waits for its content, and checks that no payload ran: no flag, no dialog, no injected element. */
async function visit(page: Page, path: string, visible: string) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(path);
  await expect(page.getByText(visible, { exact: false }).first(), `${path} shows ${visible}`).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
    `${path}: a payload ran`,
  ).toBeUndefined();
  expect(dialogs, `${path}: a dialog opened`).toEqual([]);
  await expect(page.locator('img[src="x"], svg[onload]'), `${path}: markup was injected`).toHaveCount(0);
}

test.beforeAll(async ({ playwright }, testInfo) => {
  testInfo.setTimeout(180_000);
  baseURL = testInfo.project.use.baseURL!;
  const context = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  // The demo seed (the admin, the pages) runs just after the server answers.
  await expect
    .poll(async () => (await context.get('/api/pages/privacy-policy')).status(), { timeout: 150_000 })
    .toBe(200);
  expect((await context.post('/api/register', { data: user })).status()).toBe(201);
  // Verified from the welcome email, so the pending listing reaches the admin's queue.
  const welcome = await emailTo(user.email, /welcome/i);
  const token = new URL(emailLink(welcome, '/verify-email'), baseURL).searchParams.get('token');
  expect((await context.post('/api/verify-email', { data: { token } })).status()).toBe(200);
  for (const key of ['approved', 'pending'] as const) {
    const created = await context.post('/api/vehicles', { data: listing(payload(key === 'approved' ? 'MA' : 'MP')) });
    expect(created.status(), await created.text()).toBe(201);
    ids[key] = (await created.json()).id;
  }
  await session(context, admin);
  expect(
    (await context.patch(`/api/admin/vehicles/${ids.approved}/status`, { data: { status: 'approved' } })).status(),
  ).toBe(200);
  const visitor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const contact = await visitor.post('/api/contact', {
    data: {
      firstName: payload('BF'),
      lastName: payload('BL'),
      email: 'xss-buyer@e2e.example',
      subject: payload('Subj '),
      message: `Msg ${SCRIPT} ${IMG} ${SVG}`,
      vehicleId: ids.approved,
    },
  });
  expect(contact.status(), await contact.text()).toBe(201);
  const pages = await (
    await context.get(`/api/console/pages?filter=${encodeURIComponent('{"slug":"privacy-policy"}')}`)
  ).json();
  ids.page = pages[0].id;
  const saved = await context.put(`/api/console/pages/${ids.page}`, {
    data: {
      title: payload('Page '),
      bodyMarkdown: `Body ${SCRIPT} ${IMG} ${SVG}\n\n[a link](javascript:__xss=1)\n\n<iframe src="javascript:__xss=1"></iframe>`,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await Promise.all([context.dispose(), visitor.dispose()]);
});

test('the storefront shows every stored payload as text', async ({ page }) => {
  await visit(page, '/search', 'MA<script>');
  await visit(page, `/vehicles/${ids.approved}`, `D ${SCRIPT}`);
  await expect(page.getByText('Feature <script>').first()).toBeVisible();
  await expect(page.getByText('T<script>').first()).toBeVisible();
  await visit(page, '/privacy-policy', 'Page <script>');
  await expect(page.getByText(`Body ${SCRIPT}`)).toBeVisible();
  // The link's javascript: address was dropped by the server's renderer: clicking it runs nothing.
  await page.getByText('a link').click();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await session(page.request, user);
  await visit(page, '/dashboard', 'MP<script>');
  await visit(page, `/edit-listing/${ids.pending}`, 'Edit');
  await expect(page.locator('textarea[name="description"]')).toHaveValue(/D <script>__xss=1<\/script>/);
});

test('the console shows every stored payload as text', async ({ page }) => {
  await session(page.request, admin);
  await visit(page, '/admin/', 'MP<script>');
  await visit(page, '/admin/vehicles', 'MA<script>');
  await visit(page, `/admin/vehicles/${ids.approved}`, 'MA<script>');
  await visit(page, '/admin/users', 'F<script>');
  await visit(page, '/admin/contact-messages', 'Subj <script>');
  await page.getByText('Subj <script>').first().click();
  await expect(page.getByText(`Msg ${SCRIPT}`)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await visit(page, '/admin/pages', 'Page <script>');
  await visit(page, `/admin/pages/${ids.page}`, 'Page');
});
