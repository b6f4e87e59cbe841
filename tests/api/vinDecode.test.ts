/** POST /api/vehicles/vin/decode: offline NHTSA vPIC decoding behind the listing form's 'Decode VIN'. */
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/testServer.ts';

const api = useTestServer();

describe('POST /api/vehicles/vin/decode', () => {
  it("decodes a real VIN onto the form's enumerations", async () => {
    const response = await api.visitor.post('/api/vehicles/vin/decode', { vin: ' 1hgcm82633a004352 ' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      vin: '1HGCM82633A004352',
      make: 'Honda',
      model: 'Accord',
      year: 2003,
      bodyType: 'coupe',
      fuelType: 'gasoline',
    });
  }, 60_000);

  it.each([
    ['WBS43AY09M', 'VIN must be exactly 17 characters'],
    ['1HGCM82633A0043521', 'VIN must be exactly 17 characters'],
    ['1HGCM82643A004352', 'VIN check digit is wrong: expected 3, found 4'],
    ['1HGCM82633AOO4352', 'not allowed'],
  ])('refuses %s with 400 and says which rule', async (vin, message) => {
    const response = await api.visitor.post('/api/vehicles/vin/decode', { vin });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
  });

  it('answers 404 for a valid VIN of no known vehicle', async () => {
    const response = await api.visitor.post('/api/vehicles/vin/decode', { vin: '11111111111111111' });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('No vehicle found for this VIN');
  }, 60_000);

  it('answers 400 to a body without a VIN', async () => {
    expect((await api.visitor.post('/api/vehicles/vin/decode', {})).status).toBe(400);
  });
});
