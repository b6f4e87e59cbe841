import type { CollectionConfig } from 'payload';
import { readPages, writePages } from './access.ts';

export const Pages: CollectionConfig = {
  slug: 'pages',
  access: { read: readPages, create: writePages, update: writePages, delete: writePages },
  fields: [
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 80,
      validate: (value: string | null | undefined) =>
        typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)
          ? true
          : 'Use lower-case words joined by hyphens',
    },
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    // The editor comes from the config's default (Lexical), so pages render headings, lists, links and emphasis.
    { name: 'body', type: 'richText' },
    {
      name: 'faq',
      type: 'array',
      maxRows: 100,
      admin: { description: 'Ordered questions and answers (the FAQ page).' },
      fields: [
        { name: 'question', type: 'text', required: true, maxLength: 300 },
        { name: 'answer', type: 'textarea', required: true, maxLength: 5000 },
      ],
    },
  ],
};
