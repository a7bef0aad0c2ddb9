import fs from 'node:fs';
import path from 'node:path';

/**
 * What a page of the built web app fetches before it shows: the entry of index.html with its static
 * imports and CSS, plus the static closure of the lazy route modules the page renders. Read from
 * Vite's build manifest (dist/.vite/manifest.json); nothing is started.
 */

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The pages a new user meets first: the sign-in page, then the back-office shell's home, with the shell's texts of one
 * language (Chinese, the registry's; fetched before the first render, i18n.ts; the pages' texts come after).
 */
export const SHELL_PAGES = ['src/pages/login/LoginPage.tsx', 'src/pages/home/SystemHome.tsx', 'src/locales/zh.ts'] as const;

/** Chunks that only the workflow screens may load (the diagram, the designer, task forms). */
export const ROUTE_ONLY_CHUNKS = /(^|\/)(bpmn-js|bpmn-io-core|bpmn-modeler|form-js-viewer|form-js-editor)-[\w-]+\.(js|css)$/;

export function readManifest(distDir: string): Manifest {
  const file = path.join(distDir, '.vite/manifest.json');
  if (!fs.existsSync(file)) throw new Error(`no build manifest at ${file}: build the web app first (npm run build:web)`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/** The files (JS and CSS, relative to dist) the entry and the given route modules load statically. */
export function staticFiles(manifest: Manifest, roots: readonly string[]): string[] {
  const entry = Object.entries(manifest).find(([, c]) => c.isEntry)?.[0];
  if (!entry) throw new Error('the build manifest has no entry');
  const seen = new Set<string>();
  const files: string[] = [];
  const add = (file: string) => {
    if (!files.includes(file)) files.push(file);
  };
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no chunk ${key}`);
    add(chunk.file);
    for (const css of chunk.css ?? []) add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of [entry, ...roots]) visit(key);
  return files;
}

export interface PayloadLine {
  file: string;
  raw: number;
  /** Bytes on the wire: the .br copy when there is one, else .gz, else the file. */
  wire: number;
  encoding: 'br' | 'gzip' | 'identity';
}

/** Sizes of the files as the gateway sends them to a browser that accepts brotli. */
export function payload(distDir: string, files: readonly string[]): PayloadLine[] {
  return files.map((file) => {
    const full = path.join(distDir, file);
    const raw = fs.statSync(full).size;
    if (fs.existsSync(`${full}.br`)) return { file, raw, wire: fs.statSync(`${full}.br`).size, encoding: 'br' };
    if (fs.existsSync(`${full}.gz`)) return { file, raw, wire: fs.statSync(`${full}.gz`).size, encoding: 'gzip' };
    return { file, raw, wire: raw, encoding: 'identity' };
  });
}

/** The files index.html itself names (script src, modulepreload, stylesheet), as dist-relative paths. */
export function indexHtmlFiles(html: string): string[] {
  const refs = [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\/?([^"]+)"[^>]*>/g)].map((m) => m[1]);
  return refs.filter((r) => /\.(js|css)$/.test(r));
}
