/**
 * Where photos go: an image hosting service's upload protocol. Our own server speaks the same protocol
 * at /api/media/upload; a deployment can point the form at a hosted service at build time:
 *   VITE_IMAGE_UPLOAD_URL      the multipart endpoint (default /api/media/upload)
 *   VITE_IMAGE_UPLOAD_PRESETS  preset names tried in turn, comma-separated (default vehicle_photos)
 *   VITE_IMAGE_UPLOAD_FOLDER   the folder field (default vehicle-photos)
 */
import { defaultUploadPreset, uploadTimeoutMs, vehiclePhotoFolder } from '@contract/media';

export interface UploadConfig {
  url: string;
  presets: readonly string[];
  folder: string;
  timeoutMs: number;
}

type Env = Record<string, string | undefined>;

/** Reads the settings from an environment (Vite's import.meta.env in the app, a plain object in tests). */
export function uploadConfigFrom(env: Env): UploadConfig {
  const presets = (env.VITE_IMAGE_UPLOAD_PRESETS ?? '')
    .split(',')
    .map((preset) => preset.trim())
    .filter(Boolean);
  return {
    url: env.VITE_IMAGE_UPLOAD_URL?.trim() || '/api/media/upload',
    presets: presets.length > 0 ? presets : [defaultUploadPreset],
    folder: env.VITE_IMAGE_UPLOAD_FOLDER?.trim() || vehiclePhotoFolder,
    timeoutMs: uploadTimeoutMs,
  };
}

const viteEnv: Env = (import.meta as unknown as { env?: Env }).env ?? {};

export const uploadConfig: UploadConfig = uploadConfigFrom(viteEnv);
