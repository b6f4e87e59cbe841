/**
 * The listing form's helpers: specs and features from the catalogue and rules (no remote model), and offline VIN
 * decoding from NHTSA vPIC data. Open to anyone, like the form's catalogue itself; inputs are validated.
 */
import { Router } from 'express';
import { featuresRequestSchema, specsRequestSchema, vinDecodeRequestSchema } from '../../../contract/generate.ts';
import { generateFeatures } from '../../domain/generate/features.ts';
import { generateSpecs } from '../../domain/generate/specs.ts';
import { checkVin, decodeVin, VinDecoderUnavailableError } from '../../domain/generate/vin.ts';
import { HttpError } from '../errors.ts';
import { parseBody } from '../validate.ts';

/** `vinCacheDir`: where the VIN decoder keeps its database (AppEnv.vinCacheDir). */
export function generateRouter(vinCacheDir: string): Router {
  const router = Router();

  router.post('/vehicles/specs/generate', (req, res) => {
    res.json(generateSpecs(parseBody(specsRequestSchema, req)));
  });

  router.post('/vehicles/features/generate', (req, res) => {
    res.json(generateFeatures(parseBody(featuresRequestSchema, req)));
  });

  router.post('/vehicles/vin/decode', async (req, res) => {
    const { vin } = parseBody(vinDecodeRequestSchema, req);
    const checked = checkVin(vin);
    if (!checked.ok) throw new HttpError(400, checked.message, [{ path: 'vin', message: checked.message }]);
    try {
      const decoded = await decodeVin(checked.vin, { cacheDir: vinCacheDir });
      if (!decoded) throw new HttpError(404, 'No vehicle found for this VIN');
      res.json(decoded);
    } catch (error) {
      if (error instanceof VinDecoderUnavailableError) {
        throw new HttpError(
          503,
          'VIN decoding is not available on this server right now. Please enter the details by hand.',
        );
      }
      throw error;
    }
  });

  return router;
}
