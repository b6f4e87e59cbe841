/** GET /api/pages/{slug} (content pages as HTML) and GET /api/saved-vehicles (a browser's saved list). */
import { beforeAll, describe, expect, it } from 'vitest';
import { seedContentPages } from '../../seed/seedPages.ts';
import { createAccount, createListing } from '../helpers/fixtures.ts';
import { useTestServer } from '../helpers/testServer.ts';

const api = useTestServer();

describe('GET /api/pages/{slug}', () => {
  beforeAll(async () => {
    await seedContentPages(api.server.payload);
  });

  it('answers a page with its body rendered to HTML, links kept', async () => {
    const response = await api.visitor.get('/api/pages/how-it-works');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ slug: 'how-it-works', title: 'How It Works', faq: [] });
    expect(response.body.html).toContain('<h2>Selling Your Car</h2>');
    expect(response.body.html).toContain('<a href="/auth">Start Selling</a>');
    expect(response.body.html).toContain('<a href="/api/login">Sell Your Car</a>');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('renders the pages with no inline style attribute, which the CSP would refuse', async () => {
    for (const slug of ['how-it-works', 'financing', 'privacy-policy']) {
      const { body } = await api.visitor.get(`/api/pages/${slug}`);
      expect(body.html, slug).toContain('<li');
      expect(body.html, slug).not.toMatch(/\sstyle\s*=/i);
    }
  });

  it('answers the FAQ with its 12 questions in order', async () => {
    const { body } = await api.visitor.get('/api/pages/faq');
    expect(body.faq).toHaveLength(12);
    expect(body.faq[0]).toEqual({ question: 'Is it free to list my car?', answer: expect.stringContaining('free') });
  });

  it("shows an editor's change at the next read", async () => {
    const { docs } = await api.server.payload.find({
      collection: 'pages',
      where: { slug: { equals: 'financing' } },
      overrideAccess: true,
    });
    await api.server.payload.update({
      collection: 'pages',
      id: docs[0].id,
      data: { title: 'Car Loans' },
      overrideAccess: true,
    });
    expect((await api.visitor.get('/api/pages/financing')).body.title).toBe('Car Loans');
  });

  it('answers 404 for an unknown page and 400 for a slug that cannot exist', async () => {
    expect((await api.visitor.get('/api/pages/no-such-page')).status).toBe(404);
    const bad = await api.visitor.get('/api/pages/Not%20A%20Slug');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('slug');
  });

  it('sanitises a javascript: link an editor pasted', async () => {
    await api.server.payload.create({
      collection: 'pages',
      overrideAccess: true,
      data: {
        slug: 'link-test',
        title: 'Links',
        body: {
          root: {
            type: 'root',
            version: 1,
            direction: null,
            format: '',
            indent: 0,
            children: [
              {
                type: 'paragraph',
                version: 1,
                direction: null,
                format: '',
                indent: 0,
                textFormat: 0,
                children: [
                  {
                    type: 'link',
                    version: 3,
                    direction: null,
                    format: '',
                    indent: 0,
                    fields: { url: 'javascript:alert(1)', linkType: 'custom', newTab: false },
                    children: [
                      {
                        type: 'text',
                        version: 1,
                        text: '<b>click</b>',
                        format: 0,
                        mode: 'normal',
                        style: '',
                        detail: 0,
                      },
                    ],
                  },
                ],
              },
            ],
          },
        } as never,
      },
    });
    const { body } = await api.visitor.get('/api/pages/link-test');
    expect(body.html).not.toContain('javascript:');
    expect(body.html).toContain('&lt;b&gt;click&lt;/b&gt;');
  });
});

describe('GET /api/saved-vehicles', () => {
  it('answers the visible listings among the ids, in the order asked, without counting views', async () => {
    const owner = await createAccount(api.server.payload);
    const first = await createListing(api.server.payload, owner.id, { status: 'approved', views: 5 });
    const second = await createListing(api.server.payload, owner.id, {
      status: 'approved',
      make: 'Porsche',
      model: '911',
    });
    const hidden = await createListing(api.server.payload, owner.id, { status: 'pending' });

    const response = await api.visitor.get(`/api/saved-vehicles?ids=${second.id},${hidden.id},999999,${first.id}`);
    expect(response.status).toBe(200);
    expect(response.body.map((vehicle: { id: number }) => vehicle.id)).toEqual([second.id, first.id]);
    expect(response.body[1].views).toBe(5);
    expect(response.body[1]).not.toHaveProperty('vin');
    expect((await api.visitor.get(`/api/saved-vehicles?ids=${first.id}`)).body[0].views).toBe(5);
  });

  it('answers an empty list without ids, and 400 for ids that are not ids or too many', async () => {
    expect((await api.visitor.get('/api/saved-vehicles')).body).toEqual([]);
    expect((await api.visitor.get('/api/saved-vehicles?ids=1,abc')).status).toBe(400);
    const many = Array.from({ length: 101 }, (_, index) => index + 1).join(',');
    expect((await api.visitor.get(`/api/saved-vehicles?ids=${many}`)).status).toBe(400);
  });
});
