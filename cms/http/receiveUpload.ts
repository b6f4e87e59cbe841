/**
 * Reads one multipart upload (fields `file`, `upload_preset`, `folder`) while it streams in, holding at most the
 * size limit in memory: past it the rest is read and thrown away, and the answer is a 413.
 */
import busboy from 'busboy';
import type { Request } from 'express';
import { uploadMessages } from '../../contract/media.ts';
import { HttpError } from './errors.ts';

export interface ReceivedUpload {
  file: { name: string; data: Buffer } | undefined;
  fields: Record<string, string>;
}

/** Room for the multipart framing and the two short fields around a file of the largest size. */
const FRAMING_ALLOWANCE = 64 * 1024;
const MALFORMED = 'The upload is not valid multipart/form-data';

export function receiveUpload(req: Request, maxFileBytes: number): Promise<ReceivedUpload> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxFileBytes + FRAMING_ALLOWANCE) {
    return Promise.reject(new HttpError(413, uploadMessages.tooLarge));
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      limits: { files: 1, fileSize: maxFileBytes, fields: 10, fieldSize: 1024, parts: 12 },
    });
  } catch {
    return Promise.reject(new HttpError(400, 'Send the photo as multipart/form-data with a "file" field'));
  }

  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    let file: ReceivedUpload['file'];
    let failure: HttpError | undefined;
    const fail = (error: HttpError) => {
      failure ??= error;
    };

    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) fail(new HttpError(400, `The field ${name} is too long`));
      else fields[name] ??= value;
    });
    parser.on('file', (name, stream, info) => {
      // A body cut off inside a part fails that part's stream too; unheard, that error would end the process.
      stream.on('error', () => fail(new HttpError(400, MALFORMED)));
      if (name !== 'file' || file) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        if (!failure) chunks.push(chunk);
      });
      stream.on('limit', () => {
        chunks.length = 0; // let it go now, not when the client has finished sending
        fail(new HttpError(413, uploadMessages.tooLarge));
      });
      stream.on('end', () => {
        if (!failure) file = { name: info.filename || 'photo', data: Buffer.concat(chunks) };
      });
    });
    parser.on('filesLimit', () => undefined); // a second file is ignored, as a hosted image service does
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      if (failure) {
        // Read the rest and drop it, so the client gets our answer instead of a reset connection.
        req.unpipe(parser);
        req.resume();
        reject(failure);
      } else {
        resolve({ file, fields });
      }
    };
    parser.on('error', () => {
      fail(new HttpError(400, MALFORMED));
      settle();
    });
    parser.on('close', settle);
    // A client that stops halfway: nothing to answer, nothing kept.
    const interrupted = () => {
      fail(new HttpError(400, 'The upload was interrupted'));
      settle();
    };
    req.on('aborted', interrupted);
    req.on('error', interrupted);
    req.pipe(parser);
  });
}
