/** GET /api/pages/{slug}: a content page of the Pages collection, its body already rendered to HTML. */
import { z } from 'zod';

/** Lower-case words joined by hyphens, as the Pages collection stores them. */
export const pageSlugSchema = z
  .string()
  .max(80, 'The page slug has at most 80 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'The page slug is lower-case words joined by hyphens');

export interface FaqItem {
  question: string;
  answer: string;
}

export interface PageContent {
  slug: string;
  title: string;
  /** The rich-text body as HTML (headings, paragraphs, lists, links; URLs sanitised on the server). */
  html: string;
  /** The ordered questions and answers (the FAQ page); empty elsewhere. */
  faq: FaqItem[];
  updatedAt: string;
}

/** The slugs the storefront's static routes read. */
export const contentPageSlugs = ['how-it-works', 'financing', 'faq', 'privacy-policy'] as const;
export type ContentPageSlug = (typeof contentPageSlugs)[number];
