/**
 * Multipart bodies as a careless client or an attacker sends them, byte for byte: cut off at every stage, without or
 * with the wrong boundary, fields around the file, several files, a file under another name, a client that hangs up
 * mid-body. Sent over a raw socket, since fetch would refuse to write most of them.
 */
export interface RawRequest {
  name: string;
  method: string;
  path: string;
  /** Header lines besides Host, Origin, Cookie and Connection. */
  headers: string[];
  body: Buffer;
  /** The client closes the connection before the body it announced is complete. */
  hangUp?: boolean;
}

const BOUNDARY = '----marketplaceFuzzBoundary7MA4YWxk';
const CRLF = '\r\n';

function field(name: string, value: string, boundary = BOUNDARY): Buffer {
  return Buffer.from(`--${boundary}${CRLF}Content-Disposition: form-data; name="${name}"${CRLF}${CRLF}${value}${CRLF}`);
}

function filePart(
  name: string,
  data: Buffer,
  { boundary = BOUNDARY, filename = 'car.jpg', type = 'image/jpeg', extraHeaders = '' } = {},
): Buffer {
  const head = `--${boundary}${CRLF}Content-Disposition: form-data; name="${name}"; filename="${filename}"${CRLF}Content-Type: ${type}${CRLF}${extraHeaders}${CRLF}`;
  return Buffer.concat([Buffer.from(head), data, Buffer.from(CRLF)]);
}

const closing = (boundary = BOUNDARY) => Buffer.from(`--${boundary}--${CRLF}`);
const multipartType = (boundary = BOUNDARY) => `Content-Type: multipart/form-data; boundary=${boundary}`;

/** Every request of the corpus, for an upload endpoint whose valid form is `fields` plus a `file`. */
export function multipartRequests(path: string, fields: Record<string, string>, photo: Buffer): RawRequest[] {
  const fieldParts = Buffer.concat(Object.entries(fields).map(([name, value]) => field(name, value)));
  const valid = Buffer.concat([fieldParts, filePart('file', photo), closing()]);
  const requests: RawRequest[] = [];
  const add = (name: string, body: Buffer, headers: string[] = [multipartType()], extra: Partial<RawRequest> = {}) =>
    requests.push({
      name,
      method: 'POST',
      path,
      headers: [...headers, `Content-Length: ${body.length}`],
      body,
      ...extra,
    });

  add('a valid upload', valid);
  // Cut off at every stage: the body ends (Content-Length says so) before the closing boundary.
  const fileStart = fieldParts.length;
  const cuts: [string, number][] = [
    ['inside the first boundary', 10],
    ['inside the first part headers', 60],
    ['after the fields, before the file', fileStart],
    ['inside the file part headers', fileStart + 40],
    ['inside the file data', fileStart + 200 + Math.floor(photo.length / 2)],
    ['right after the file data', valid.length - closing().length - CRLF.length],
    ['before the closing dashes', valid.length - 4],
    ['without the final line break', valid.length - 2],
  ];
  for (const [where, at] of cuts) add(`cut off ${where}`, valid.subarray(0, at));
  add('an empty body', Buffer.alloc(0));
  add('only a preamble', Buffer.from('This is a preamble and nothing else.\r\n'));
  add('no boundary parameter', valid, ['Content-Type: multipart/form-data']);
  add('an empty boundary parameter', valid, ['Content-Type: multipart/form-data; boundary=']);
  add('a boundary of 200 characters', valid, [multipartType('b'.repeat(200))]);
  add('a boundary the body does not use', valid, [multipartType('----anotherBoundary')]);
  add('no content type', valid, []);
  add('multipart/mixed', valid, [`Content-Type: multipart/mixed; boundary=${BOUNDARY}`]);
  add('the fields after the file', Buffer.concat([filePart('file', photo), fieldParts, closing()]));
  add(
    'fields before and after the file',
    Buffer.concat([fieldParts, filePart('file', photo), field('folder', 'after'), closing()]),
  );
  add(
    'several files',
    Buffer.concat([fieldParts, filePart('file', photo), filePart('file', photo), filePart('file', photo), closing()]),
  );
  add(
    'several files, cut off in the second',
    Buffer.concat([fieldParts, filePart('file', photo), filePart('file', photo)]).subarray(
      0,
      fieldParts.length + photo.length * 1.5,
    ),
  );
  add('the file under another name', Buffer.concat([fieldParts, filePart('photo', photo), closing()]));
  add(
    'a file under another name, cut off',
    Buffer.concat([fieldParts, filePart('photo', photo)]).subarray(0, fieldParts.length + photo.length / 2),
  );
  add('the file as a plain field', Buffer.concat([fieldParts, field('file', photo.toString('latin1')), closing()]));
  add(
    'a file part without headers',
    Buffer.concat([fieldParts, Buffer.from(`--${BOUNDARY}${CRLF}${CRLF}`), photo, Buffer.from(CRLF), closing()]),
  );
  add(
    'a part header of 100 KB',
    Buffer.concat([
      fieldParts,
      filePart('file', photo, { extraHeaders: `X-Filler: ${'x'.repeat(100_000)}${CRLF}` }),
      closing(),
    ]),
  );
  add(
    'a base64 transfer encoding',
    Buffer.concat([
      fieldParts,
      filePart('file', Buffer.from(photo.toString('base64')), {
        extraHeaders: `Content-Transfer-Encoding: base64${CRLF}`,
      }),
      closing(),
    ]),
  );
  add(
    'a nested multipart/mixed part',
    Buffer.concat([
      fieldParts,
      Buffer.from(
        `--${BOUNDARY}${CRLF}Content-Disposition: form-data; name="file"${CRLF}Content-Type: multipart/mixed; boundary=inner${CRLF}${CRLF}`,
      ),
      filePart('file', photo, { boundary: 'inner' }),
      closing('inner'),
      Buffer.from(CRLF),
      closing(),
    ]),
  );
  add(
    'fifty fields',
    Buffer.concat([
      ...Array.from({ length: 50 }, (_, index) => field(`f${index}`, 'x')),
      filePart('file', photo),
      closing(),
    ]),
  );
  add(
    'a field of 10 KB',
    Buffer.concat([field('upload_preset', 'x'.repeat(10_000)), filePart('file', photo), closing()]),
  );
  add(
    'a filename with a path and a NUL',
    Buffer.concat([fieldParts, filePart('file', photo, { filename: '../../etc/passwd\u0000.jpg' }), closing()]),
  );
  add('bare LF line endings', Buffer.from(valid.toString('latin1').replaceAll(CRLF, '\n'), 'latin1'));
  add('random bytes', Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 7919) % 256)));

  // Clients that hang up: the body announced is longer than what they send before closing the connection.
  const hangUp = (name: string, body: Buffer, headers: string[]) =>
    requests.push({ name, method: 'POST', path, headers, body, hangUp: true });
  hangUp('an announced size past the limit', valid, [multipartType(), `Content-Length: ${50 * 1024 * 1024}`]);
  hangUp('a hang-up inside the file data', valid.subarray(0, fileStart + photo.length / 2), [
    multipartType(),
    `Content-Length: ${valid.length}`,
  ]);
  hangUp('a hang-up inside the part headers', valid.subarray(0, fileStart + 40), [
    multipartType(),
    `Content-Length: ${valid.length}`,
  ]);
  const chunk = valid.subarray(0, fileStart + photo.length / 2);
  hangUp(
    'a chunked body that stops mid-chunk',
    Buffer.concat([Buffer.from(`${valid.length.toString(16)}${CRLF}`), chunk]),
    [multipartType(), 'Transfer-Encoding: chunked'],
  );
  hangUp('a chunked body whose chunk size is not hex', Buffer.from(`zz${CRLF}${chunk.toString('latin1')}`, 'latin1'), [
    multipartType(),
    'Transfer-Encoding: chunked',
  ]);
  return requests;
}
