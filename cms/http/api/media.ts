/**
 * POST /api/media/upload: our own image host, speaking the protocol the listing form uses with a hosted one
 *: multipart `file`, `upload_preset`, `folder`; the answer's `secure_url`, or `error.message`.
 */
import { Router, type ErrorRequestHandler } from 'express';
import type { Payload } from 'payload';
import { photoMaxBytes, uploadFormSchema, uploadMessages } from '../../../contract/media.ts';
import type { AppEnv } from '../../platform/config/env.ts';
import { normalizePhoto } from '../../domain/media/normalizePhoto.ts';
import { createProcessingLimit, PHOTO_PROCESSING_CONCURRENCY } from '../../domain/media/processingLimit.ts';
import { receiveUpload } from '../receiveUpload.ts';
import { configureSharpForUploads } from '../../domain/media/sharpSettings.ts';
import { storePhoto } from '../../domain/media/storePhoto.ts';
import { enforce, type RateLimit } from '../security/rateLimit.ts';
import { HttpError, toHttpError } from '../errors.ts';
import { requireUser } from '../session.ts';
import { parseInput } from '../validate.ts';

/** Ten photos a listing, each maybe tried with two presets and retried: generous for a seller, a wall for a script. */
export const uploadLimit: RateLimit = {
  name: 'upload:user',
  max: 300,
  windowSeconds: 60 * 60,
  message: 'Too many uploads. Please wait a while and try again.',
};

/** Refusals as an image host words them, plus our usual `message`, so either kind of client reads them. */
const imageHostErrors: ErrorRequestHandler = (error, _req, res, next) => {
  const known = toHttpError(error);
  if (!known || res.headersSent) return next(error);
  res.status(known.status).json({ error: { message: known.message }, message: known.message, errors: known.errors });
};

export function mediaRouter(payload: Payload, env: Pick<AppEnv, 'storage' | 'uploadPresets'>): Router {
  const router = Router();
  configureSharpForUploads();
  const processing = createProcessingLimit(PHOTO_PROCESSING_CONCURRENCY);

  router.post('/media/upload', async (req, res) => {
    const user = await requireUser(payload, req);
    await enforce(payload, res, uploadLimit, String(user.id));
    const upload = await receiveUpload(req, photoMaxBytes);
    const form = parseInput(uploadFormSchema, {
      upload_preset: upload.fields.upload_preset,
      folder: upload.fields.folder || undefined,
    });
    if (!env.uploadPresets.includes(form.upload_preset)) throw new HttpError(400, uploadMessages.unknownPreset);
    const file = upload.file;
    if (!file || file.data.length === 0) throw new HttpError(400, 'No photo was sent: add it as the "file" field');
    const answer = await processing.run(async () => {
      const photo = await normalizePhoto(file.data);
      return storePhoto(payload, env.storage, { photo, ownerId: Number(user.id), folder: form.folder });
    });
    res.status(200).json(answer);
  });

  router.use('/media', imageHostErrors);
  return router;
}
