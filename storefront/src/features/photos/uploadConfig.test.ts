import { describe, expect, it } from 'vitest';
import { uploadConfigFrom } from './uploadConfig';

describe('uploadConfigFrom', () => {
  it('defaults to our own host and its preset', () => {
    expect(uploadConfigFrom({})).toEqual({
      url: '/api/media/upload',
      presets: ['vehicle_photos'],
      folder: 'vehicle-photos',
      timeoutMs: 30_000,
    });
  });

  it('reads a hosted service and its presets in order', () => {
    const config = uploadConfigFrom({
      VITE_IMAGE_UPLOAD_URL: 'https://api.images.example/v1/upload',
      VITE_IMAGE_UPLOAD_PRESETS: ' cars , , vehicle_photos ',
      VITE_IMAGE_UPLOAD_FOLDER: 'listings',
    });
    expect(config.url).toBe('https://api.images.example/v1/upload');
    expect(config.presets).toEqual(['cars', 'vehicle_photos']);
    expect(config.folder).toBe('listings');
  });
});
