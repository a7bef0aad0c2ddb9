/**
 * A stand-in for a bench or test run (reaper.test.ts): starts a child the way the stack does (its
 * own process group, with a grandchild in it), prints `CHILD <pid>`, then ends as asked by argv[2]:
 * `wait` (the test kills it), `throw` (an uncaught error), `exit` (process.exit without stopping).
 */
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { startLogged } from '../processes.ts';

const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stack-parent-'));
const child = startLogged('sh', ['-c', 'sleep 600 & exec sleep 601'], { cwd: logDir, env: process.env, logFile: path.join(logDir, 'child.log') });
process.stdout.write(`CHILD ${child.pid}\n`);
const how = process.argv[2];
setTimeout(() => {
  if (how === 'throw') throw new Error('the benchmark failed');
  if (how === 'exit') process.exit(3);
}, 200);
setInterval(() => {}, 1 << 30);
