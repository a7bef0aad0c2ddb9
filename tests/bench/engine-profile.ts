/**
 * The engine's CPU by Java method, per benchmark path: a JDK Flight Recorder recording of the engine's JVM
 * (`jcmd <pid> JFR.start`) for each measured round, written to .data/bench/engine-profiles/<path>-<round>.jfr,
 * summed afterwards by `node --import tsx tests/bench/engine-profile-top.ts .data/bench/engine-profiles`.
 * The recording samples each running Java thread every 10 ms (JFR's "profile" settings), with whole stacks: on this
 * benchmark it costs the engine two to three times its CPU per operation, so rates are compared only without it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { pidsOf } from './cpu-use.ts';

export class EngineProfile {
  private round = 0;
  constructor(private readonly dir: string) {
    fs.mkdirSync(dir, { recursive: true });
  }

  private jcmd(...args: string[]) {
    const [pid] = pidsOf('engine');
    if (!pid) throw new Error('engine profile: no engine JVM among the benchmark\'s children');
    execFileSync('jcmd', [String(pid), ...args], { stdio: 'ignore' });
  }

  /** Records the engine while `run` runs, into one file of the path's. */
  async recorded<T>(pathName: string, run: () => Promise<T>): Promise<T> {
    const name = `${pathName}-${++this.round}`;
    this.jcmd('JFR.start', `name=${name}`, 'settings=profile');
    try {
      return await run();
    } finally {
      this.jcmd('JFR.stop', `name=${name}`, `filename=${path.join(this.dir, `${name}.jfr`)}`);
    }
  }
}
