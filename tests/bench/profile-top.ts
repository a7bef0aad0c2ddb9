/**
 * Reads V8 CPU profiles (`node --cpu-prof`, e.g. the gateway's under `npm run bench -- --cpu-prof`)
 * and prints the functions with the most self time, and the same summed per package or source
 * folder, so that what dominates the gateway path is plain without a flame-graph viewer.
 * Usage: node --import tsx tests/bench/profile-top.ts <file.cpuprofile | folder> [--top 25]
 */
import fs from 'node:fs';
import path from 'node:path';
import { numberArg } from './args.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

export function selfTimes(profile: Profile): Map<number, number> {
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  return self;
}

/** node_modules/<pkg> or the source folder (gateway/src/routes, …) a frame's file belongs to. */
export function areaOf(url: string): string {
  if (!url) return '(native / idle / gc)';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.startsWith('node:')) return url;
  const m = /(gateway|workers|contracts)\/src\/([^/]+)/.exec(url);
  return m ? `${m[1]}/src/${m[2]}` : path.basename(url);
}

function main() {
  const target = process.argv[2];
  const top = numberArg('top', 25);
  if (!target) throw new Error('usage: profile-top.ts <file.cpuprofile | folder>');
  const files = fs.statSync(target).isDirectory() ? fs.readdirSync(target).filter((f) => f.endsWith('.cpuprofile')).map((f) => path.join(target, f)) : [target];
  for (const file of files) {
    const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
    const self = selfTimes(profile);
    const byFunction = new Map<string, number>();
    const byArea = new Map<string, number>();
    let total = 0;
    for (const node of profile.nodes) {
      const t = self.get(node.id) ?? 0;
      if (!t) continue;
      total += t;
      const f = node.callFrame;
      const name = `${f.functionName || '(anonymous)'}  ${f.url ? `${f.url.replace(/^file:\/\//, '').replace(/^.*?\/(node_modules|gateway|workers|contracts)\//, '$1/')}:${f.lineNumber + 1}` : ''}`;
      byFunction.set(name, (byFunction.get(name) ?? 0) + t);
      byArea.set(areaOf(f.url), (byArea.get(areaOf(f.url)) ?? 0) + t);
    }
    const pct = (t: number) => `${((t / total) * 100).toFixed(1).padStart(5)} %  ${(t / 1000).toFixed(0).padStart(6)} ms`;
    console.log(`\n${file}: ${(total / 1e6).toFixed(1)} s sampled`);
    console.log('  by package / folder:');
    for (const [k, t] of [...byArea].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`    ${pct(t)}  ${k}`);
    console.log(`  top ${top} functions by self time:`);
    for (const [k, t] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`    ${pct(t)}  ${k}`);
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) main();
