/** Files for the photo module's tests: a name, a type and a size, without allocating the bytes. */
export function fakeFile(name: string, type = 'image/jpeg', size = 1024): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export const uploaded = (url: string) =>
  jsonResponse(200, {
    id: 1,
    secure_url: url,
    width: 1600,
    height: 1200,
    format: 'webp',
    bytes: 1,
    folder: null,
    variants: [],
  });
