/**
 * One photo to the image host: presets are tried in turn, an unknown-preset answer moves
 * to the next, and a 30 s time-out ends the attempt without trying further presets. Reports how much of the
 * photo has been sent, for its progress bar.
 */
import { photoMessages } from './photoMessages';
import { isImageFile, isTooLarge } from './photoSelection';
import type { UploadConfig } from './uploadConfig';
import { sendUpload, type UploadTransport } from './uploadRequest';

/** Why an upload failed; `kind` decides the reason shown in 'Failed uploads: {name}: reason'. */
export type UploadFailureKind = 'invalid' | 'timeout' | 'host' | 'no-preset' | 'no-url' | 'connection' | 'permission';

export class UploadFailure extends Error {
  readonly kind: UploadFailureKind;

  constructor(kind: UploadFailureKind, message: string) {
    super(message);
    this.name = 'UploadFailure';
    this.kind = kind;
  }
}

type Attempt = { kind: 'uploaded'; url: string } | { kind: 'unknown-preset' };

/** The host's own words, in either shape we meet: `{ error: { message } }` (image hosts) or `{ message }` (our /api). */
function hostMessage(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown }; message?: unknown } | null;
    const message = parsed?.error?.message ?? parsed?.message;
    return typeof message === 'string' && message.trim() ? message : undefined;
  } catch {
    return undefined;
  }
}

const UNKNOWN_PRESET = /preset/i;
const NOT_FOUND = /not found|unknown|invalid|does not exist/i;

function isUnknownPreset(message: string | undefined): boolean {
  return message !== undefined && UNKNOWN_PRESET.test(message) && NOT_FOUND.test(message);
}

function secureUrl(body: string): string | undefined {
  try {
    const url = (JSON.parse(body) as { secure_url?: unknown } | null)?.secure_url;
    return typeof url === 'string' && url.trim() ? url : undefined;
  } catch {
    return undefined;
  }
}

/** A browser that may not read the file (moved, permissions, sandboxed folders) fails with one of these. */
const FILE_ACCESS_ERRORS = new Set(['NotReadableError', 'NotAllowedError', 'SecurityError', 'NotFoundError']);

function transportFailure(error: unknown): UploadFailure {
  if (error instanceof UploadFailure) return error;
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : String(error);
  if (FILE_ACCESS_ERRORS.has(name) || /permission/i.test(message)) {
    return new UploadFailure('permission', photoMessages.permissionDenied);
  }
  // The transport rejects with a TypeError when the host cannot be reached (offline, DNS, reset, CORS).
  if (error instanceof TypeError) return new UploadFailure('connection', photoMessages.connectionIssue);
  return new UploadFailure('host', message);
}

/** The share of a photo sent so far, from 0 to 1. */
export type ProgressListener = (fraction: number) => void;

export interface PhotoUploader {
  /** Resolves with the photo's address (the host's secure_url); rejects with an UploadFailure. */
  upload(file: File, onProgress?: ProgressListener): Promise<string>;
}

/**
 * A file the browser may no longer read (moved, deleted, a protected folder) fails its request like a dropped
 * connection; reading its first byte first tells the two apart, so the seller gets the right advice.
 */
async function ensureReadable(file: File): Promise<void> {
  try {
    await file.slice(0, 1).arrayBuffer();
  } catch (error) {
    throw transportFailure(error);
  }
}

export function createPhotoUploader(config: UploadConfig, transport?: UploadTransport): PhotoUploader {
  // A preset the host refused once is not offered again for the next photos of this form.
  let firstPreset = 0;

  async function attempt(file: File, preset: string, onProgress?: ProgressListener): Promise<Attempt> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), config.timeoutMs);
    try {
      const response = await sendUpload(
        {
          url: config.url,
          file,
          fileName: file.name,
          preset,
          folder: config.folder,
          signal: controller.signal,
          onProgress: onProgress && ((sent, total) => onProgress(total > 0 ? Math.min(sent / total, 1) : 0)),
        },
        transport,
      );
      const body = await response.text();
      if (!response.ok) {
        const message = hostMessage(body);
        if (isUnknownPreset(message)) return { kind: 'unknown-preset' };
        throw new UploadFailure(
          'host',
          message ?? photoMessages.hostFailure(response.status, body || response.statusText),
        );
      }
      const url = secureUrl(body);
      if (!url) throw new UploadFailure('no-url', photoMessages.noUrl);
      return { kind: 'uploaded', url };
    } catch (error) {
      if (controller.signal.aborted) throw new UploadFailure('timeout', photoMessages.timedOut);
      throw transportFailure(error);
    } finally {
      clearTimeout(timer);
    }
  }

  async function upload(file: File, onProgress?: ProgressListener): Promise<string> {
    // The selection was screened already; this guards any other caller (and the host says the same).
    if (!isImageFile(file)) throw new UploadFailure('invalid', photoMessages.notAnImage);
    if (isTooLarge(file)) throw new UploadFailure('invalid', photoMessages.tooLarge);
    await ensureReadable(file);

    for (let index = firstPreset; index < config.presets.length; index++) {
      // A refused preset sent the whole photo for nothing: the next attempt's bar starts again from 0.
      const result = await attempt(file, config.presets[index], onProgress);
      if (result.kind === 'uploaded') return result.url;
      firstPreset = Math.max(firstPreset, index + 1);
    }
    throw new UploadFailure('no-preset', photoMessages.noPreset);
  }

  return { upload };
}
