/**
 * `npm run bench:upload [-- --photos 10 --megapixels 12]`: starts the real server (production mode, its own
 * embedded PostgreSQL in a temporary folder), signs up a seller and uploads N camera-like JPEGs at once, as the
 * listing form does with a selection of photos. Prints the time to process them and the server's peak memory.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';

const { values } = parseArgs({ options: { photos: { type: 'string' }, megapixels: { type: 'string' } } });
const photoCount = Number(values.photos ?? 10);
const megapixels = Number(values.megapixels ?? 12);
const root = path.resolve(import.meta.dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** A 4:3 photo-like JPEG of the given size: gradients, shapes and grain, compressed as a phone does (q 90). */
async function cameraPhoto(index: number): Promise<Buffer> {
  const width = Math.round(Math.sqrt((megapixels * 1e6 * 4) / 3));
  const height = Math.round((width * 3) / 4);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${(index * 37) % 360},60%,70%)"/><stop offset="1" stop-color="#f4efe6"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <rect y="${height * 0.62}" width="100%" height="${height * 0.38}" fill="#5b5e63"/>
    <rect x="${width * 0.18}" y="${height * 0.42}" rx="${width * 0.05}" width="${width * 0.64}" height="${height * 0.25}" fill="hsl(${(index * 71) % 360},55%,35%)"/>
    <circle cx="${width * 0.32}" cy="${height * 0.68}" r="${height * 0.08}" fill="#1d1d1f"/>
    <circle cx="${width * 0.68}" cy="${height * 0.68}" r="${height * 0.08}" fill="#1d1d1f"/>
  </svg>`;
  return sharp(Buffer.from(svg))
    .composite([
      {
        input: {
          create: {
            width,
            height,
            channels: 3,
            background: '#808080',
            noise: { type: 'gaussian', mean: 128, sigma: 12 },
          },
        },
        blend: 'overlay',
      },
    ])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 1 })
    .toBuffer();
}

/** Peak resident memory of a process so far (Linux's VmHWM), in MB. */
function peakMemoryMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /VmHWM:\s+(\d+) kB/.exec(status);
  return match ? Number(match[1]) / 1024 : NaN;
}

function currentMemoryMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-upload-'));
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--conditions=production', '--import', 'tsx', 'cms/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    MEDIA_DIR: path.join(dataDir, 'media'),
    DATABASE_URL: '',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

try {
  for (let attempt = 0; ; attempt++) {
    const ready = await fetch(`${baseUrl}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (attempt > 240) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const headers = { 'Content-Type': 'application/json', Origin: baseUrl };
  const register = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      email: 'bench@bench.test',
      password: 'bench-password',
      firstName: 'Bench',
      lastName: 'Seller',
    }),
  });
  if (!register.ok) throw new Error(`register: ${register.status} ${await register.text()}`);
  const cookie = register.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');

  const photos = await Promise.all(Array.from({ length: photoCount }, (_, index) => cameraPhoto(index)));
  const meta = await sharp(photos[0]).metadata();
  const totalMb = photos.reduce((sum, photo) => sum + photo.length, 0) / 1024 / 1024;
  const idleMb = currentMemoryMb(server.pid!);

  const started = performance.now();
  const timings = await Promise.all(
    photos.map(async (photo, index) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `photo-${index}.jpg`);
      form.append('upload_preset', 'vehicle_photos');
      form.append('folder', 'vehicle-photos');
      const sent = performance.now();
      const response = await fetch(`${baseUrl}/api/media/upload`, {
        method: 'POST',
        headers: { Origin: baseUrl, Cookie: cookie },
        body: form,
      });
      if (!response.ok) throw new Error(`upload ${index}: ${response.status} ${await response.text()}`);
      return performance.now() - sent;
    }),
  );
  const wallSeconds = (performance.now() - started) / 1000;
  timings.sort((a, b) => a - b);

  console.log(
    `photos: ${photoCount} JPEGs of ${meta.width}x${meta.height} (${megapixels} MP), ${totalMb.toFixed(1)} MB in all, sent at once`,
  );
  console.log(`machine: ${os.cpus().length} cores, Node ${process.version}`);
  console.log(`all processed in: ${wallSeconds.toFixed(2)} s (${(wallSeconds / photoCount).toFixed(2)} s per photo)`);
  console.log(
    `per upload: fastest ${(timings[0] / 1000).toFixed(2)} s, median ${(timings[Math.floor(timings.length / 2)] / 1000).toFixed(2)} s, slowest ${(timings.at(-1)! / 1000).toFixed(2)} s`,
  );
  console.log(
    `server memory: ${idleMb.toFixed(0)} MB before, ${peakMemoryMb(server.pid!).toFixed(0)} MB at peak (resident)`,
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
