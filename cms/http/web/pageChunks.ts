/**
 * `<link rel="modulepreload">` for the code of the page a visitor lands on. index.html names the app's entry and
 * what it imports; each page is a chunk of its own that the browser otherwise discovers only after the entry has
 * run, one round trip and a parse later (about half a second on a slow phone). The build's manifest
 * (dist/.vite/manifest.json, `build.manifest` in the storefront's Vite config) says which files each page needs.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The pages visitors arrive at from outside (links, search engines, ads), by the module that draws each. */
const landingPageModules = {
  home: 'src/pages/Home/HomePage.tsx',
  search: 'src/pages/Search/SearchPage.tsx',
  vehicle: 'src/pages/VehicleDetail/VehicleDetailPage.tsx',
} as const;

export type LandingPage = keyof typeof landingPageModules;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The files a chunk needs, itself included, in import order: each file once, none of `known`. */
function chunkFiles(manifest: Manifest, key: string, known: Set<string>, files: string[] = []): string[] {
  const chunk = manifest[key];
  if (!chunk || known.has(chunk.file)) return files;
  known.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, known, files);
  files.push(chunk.file);
  return files;
}

/**
 * The tags for one landing page, read from the manifest of the build in `distDir` (read again when a new build
 * replaces it). No manifest, or a page it does not name: no tags, and the page loads as before.
 */
export function pageChunkTags(distDir: string): (page: LandingPage) => string {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  let read: { mtimeMs: number; tags: Map<LandingPage, string> } | null = null;

  const load = (mtimeMs: number) => {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
    // What index.html already loads: the entry and its imports.
    const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
    const loaded = new Set<string>();
    if (entry) chunkFiles(manifest, entry, loaded);
    const tags = new Map<LandingPage, string>();
    for (const [page, module] of Object.entries(landingPageModules) as [LandingPage, string][]) {
      const files = chunkFiles(manifest, module, new Set(loaded));
      tags.set(page, files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`).join('\n  '));
    }
    return { mtimeMs, tags };
  };

  return (page) => {
    try {
      const { mtimeMs } = statSync(manifestFile);
      if (read?.mtimeMs !== mtimeMs) read = load(mtimeMs);
    } catch {
      // Not built, or a build writing it right now.
      return '';
    }
    return read?.tags.get(page) ?? '';
  };
}
