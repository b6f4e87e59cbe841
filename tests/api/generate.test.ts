/** POST /api/vehicles/specs/generate and /features/generate: answered from the catalogue and rules. */
import { describe, expect, it } from 'vitest';
import { presetFeatures } from '../../contract/catalog/presetFeatures.ts';
import { useTestServer } from '../helpers/testServer.ts';

const api = useTestServer();

describe('POST /api/vehicles/specs/generate', () => {
  it("fills a known trim's body, fuel, transmission and drivetrain in the form's values", async () => {
    const response = await api.visitor.post('/api/vehicles/specs/generate', {
      make: 'BMW',
      model: 'M3',
      year: 2023,
      trim: 'Competition xDrive',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      bodyType: 'sedan',
      fuelType: 'premium-gasoline',
      transmission: '8-speed-automatic',
      drivetrain: 'awd',
    });
  });

  it('answers only what it can infer for an unknown trim', async () => {
    const response = await api.visitor.post('/api/vehicles/specs/generate', {
      make: 'BMW',
      model: '3 Series',
      year: 2018,
      trim: '330i xDrive Gran Turismo',
    });
    expect(response.body).toEqual({ drivetrain: 'awd' });
  });

  it('answers 400 without make, model or a numeric year', async () => {
    const response = await api.visitor.post('/api/vehicles/specs/generate', { make: '', model: 'M3', year: 'new' });
    expect(response.status).toBe(400);
    expect(response.body.errors.map((error: { path: string }) => error.path).sort()).toEqual(['make', 'year']);
  });
});

describe('POST /api/vehicles/features/generate', () => {
  it("gives the catalogue's features for a known model, all of them preset features", async () => {
    const response = await api.visitor.post('/api/vehicles/features/generate', {
      make: 'Porsche',
      model: '911',
      year: 2022,
      trim: 'Carrera S',
      bodyType: 'coupe',
      fuelType: 'premium-gasoline',
      vehicleDescription: '2022 Porsche 911 Carrera S coupe premium-gasoline',
    });
    expect(response.status).toBe(200);
    expect(response.body.features.length).toBeGreaterThan(0);
    for (const feature of response.body.features) expect(presetFeatures).toContain(feature);
  });

  it('falls back to the catalogue rules for an unknown model', async () => {
    const response = await api.visitor.post('/api/vehicles/features/generate', {
      make: 'BMW',
      model: 'Imaginary',
      year: 2019,
      trim: 'Sport',
    });
    expect(response.body.features).toEqual([
      'Backup camera',
      'Bluetooth connectivity',
      'USB ports',
      'Premium audio system',
      'Leather seats',
      'Navigation system',
      'Sport seats',
      'Performance suspension',
    ]);
  });
});
