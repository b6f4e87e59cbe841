/** The demo seed's accounts and content pages: created once, never overwriting what an editor changed. */
import { describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/index.ts';
import { signedInClient } from '../helpers/fixtures.ts';
import { useTestServer } from '../helpers/testServer.ts';

const api = useTestServer();

describe('demo seed', () => {
  it('creates the admin, the seller and the four content pages the storefront links to', async () => {
    const { accounts, pagesCreated } = await seedDemo(api.server.payload);
    expect(pagesCreated).toBe(4);
    const admin = accounts.find((account) => account.role === 'admin')!;
    expect((await (await signedInClient(api.server.baseUrl, admin)).get('/api/user')).body.role).toBe('admin');
    for (const account of accounts) {
      const me = (await (await signedInClient(api.server.baseUrl, account)).get('/api/user')).body;
      expect(me.emailVerified, account.email).toBe(true);
    }

    const pages = (await api.server.payload.find({ collection: 'pages', limit: 10, depth: 0, sort: 'slug' }))
      .docs as unknown as { slug: string; faq: unknown[]; body: any }[];
    expect(pages.map((page) => page.slug)).toEqual(['faq', 'financing', 'how-it-works', 'privacy-policy']);
    const bySlug = Object.fromEntries(pages.map((page) => [page.slug, page]));
    expect(bySlug.faq.faq).toHaveLength(12);
    const privacyHeadings = bySlug['privacy-policy'].body.root.children.filter(
      (node: { type: string; tag?: string }) => node.type === 'heading' && node.tag === 'h2',
    );
    expect(privacyHeadings).toHaveLength(11);
    expect(JSON.stringify(bySlug.financing.body)).toContain('3.75% APR');
  });

  it('runs again without creating or overwriting anything', async () => {
    const faq = (
      await api.server.payload.find({ collection: 'pages', where: { slug: { equals: 'faq' } }, overrideAccess: true })
    ).docs[0];
    await api.server.payload.update({
      collection: 'pages',
      id: faq.id,
      data: { title: 'Questions, answered' },
      overrideAccess: true,
    });
    const again = await seedDemo(api.server.payload);
    expect(again.pagesCreated).toBe(0);
    expect((await api.server.payload.count({ collection: 'users', overrideAccess: true })).totalDocs).toBe(2);
    expect((await api.server.payload.findByID({ collection: 'pages', id: faq.id, overrideAccess: true })).title).toBe(
      'Questions, answered',
    );
  });
});
