/**
 * Photos: the image host's upload protocol as our own /api/media/upload speaks it. The variants' naming is in photoVariants.ts.
 */
import { z } from 'zod';
import { limits } from './catalog/listingOptions.ts';

/** The preset our own host knows out of the box; deployments configure more (UPLOAD_PRESETS). */
export const defaultUploadPreset = 'vehicle_photos';
/** The folder the listing form uploads vehicle photos to. */
export const vehiclePhotoFolder = 'vehicle-photos';
/** The upload time-out. */
export const uploadTimeoutMs = 30_000;
export const photoMaxBytes = limits.photoMaxBytes;
export const photosPerListing = limits.photosPerListing;

/** The host's messages a client shows. */
export const uploadMessages = {
  notAnImage: 'File must be an image',
  tooLarge: 'File size must be less than 10MB',
  unknownPreset: 'Upload preset not found',
} as const;

export const uploadFormSchema = z.object({
  upload_preset: z.string().trim().min(1, 'upload_preset is required').max(100),
  folder: z
    .string()
    .trim()
    .max(100, 'folder is too long')
    .regex(/^[a-z0-9][a-z0-9/_-]*$/i, 'folder may hold letters, digits, "-", "_" and "/" only')
    .refine((folder) => !folder.split('/').includes('..'), 'folder may not go up')
    .optional(),
});

const variantSchema = z.object({ width: z.number(), height: z.number(), url: z.string() });

/** A successful upload: `secure_url` is the large variant, the address a listing stores. */
export const uploadResponseSchema = z.object({
  id: z.number(),
  secure_url: z.string(),
  width: z.number(),
  height: z.number(),
  format: z.literal('webp'),
  bytes: z.number(),
  folder: z.string().nullable(),
  variants: z.array(variantSchema),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** The host's refusal, as an external image host words it. */
export const uploadErrorSchema = z.object({ error: z.object({ message: z.string() }) });
export type UploadError = z.infer<typeof uploadErrorSchema>;
