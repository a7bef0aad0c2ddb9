import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** A hash of every file under the given paths (skipping build output), to rebuild only on change. */
export function sourceHash(paths: string[], skip: RegExp = /(^|\/)(node_modules|target|dist)(\/|$)/): string {
  const h = crypto.createHash('sha256');
  const walk = (p: string) => {
    if (skip.test(p) || !fs.existsSync(p)) return;
    const st = fs.statSync(p);
    if (st.isDirectory()) for (const e of fs.readdirSync(p).sort()) walk(path.join(p, e));
    else h.update(p).update(fs.readFileSync(p));
  };
  paths.forEach(walk);
  return h.digest('hex');
}

/** Runs `build` when the hash of `sources` (and of `settings`, build-time options) differs from the one stored in `stampFile`. */
export async function buildIfChanged(sources: string[], output: string, stampFile: string, build: () => Promise<void>, settings = ''): Promise<boolean> {
  const hash = settings ? crypto.createHash('sha256').update(sourceHash(sources)).update(settings).digest('hex') : sourceHash(sources);
  const stamp = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8') : '';
  if (stamp === hash && fs.existsSync(output)) return false;
  await build();
  fs.mkdirSync(path.dirname(stampFile), { recursive: true });
  fs.writeFileSync(stampFile, hash);
  return true;
}
