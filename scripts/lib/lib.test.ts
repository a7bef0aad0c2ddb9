import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runningPostmaster, toJdbc } from './database.ts';
import { buildIfChanged } from './source-hash.ts';
import { freePort } from './ports.ts';
import net from 'node:net';
import { spawn } from 'node:child_process';

describe('stack helpers', () => {
  it('turns a postgres URL into the engine JDBC settings', () => {
    expect(toJdbc('postgres://ccer:s%40cret@db.internal:6543/camunda?sslmode=require')).toEqual({
      jdbcUrl: 'jdbc:postgresql://db.internal:6543/camunda?sslmode=require',
      user: 'ccer',
      password: 's@cret',
    });
    expect(toJdbc('postgres://postgres@127.0.0.1/camunda').jdbcUrl).toBe('jdbc:postgresql://127.0.0.1:5432/camunda');
  });

  it('knows a database folder is in use only while a live postgres holds its pid file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pgdir-'));
    const pidFile = path.join(dir, 'postmaster.pid');
    expect(runningPostmaster(dir), 'no pid file').toBeUndefined();
    // a process that calls itself postgres, as a running server does
    const server = spawn('bash', ['-c', 'exec -a postgres sleep 30'], { stdio: 'ignore' });
    await new Promise((r) => server.once('spawn', r));
    await new Promise((r) => setTimeout(r, 100)); // until bash has become the renamed sleep
    try {
      fs.writeFileSync(pidFile, `${server.pid}\n${dir}\n`);
      expect(runningPostmaster(dir)).toBe(server.pid);
      // a pid file left by a crash whose number another program has taken since
      fs.writeFileSync(pidFile, `${process.pid}\n${dir}\n`);
      expect(runningPostmaster(dir)).toBeUndefined();
    } finally {
      server.kill();
    }
    await new Promise((r) => server.once('exit', r));
    fs.writeFileSync(pidFile, `${server.pid}\n${dir}\n`);
    expect(runningPostmaster(dir), 'the server has ended').toBeUndefined();
  });

  it('rebuilds only when the sources change', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hash-'));
    fs.writeFileSync(path.join(dir, 'a.txt'), 'one');
    const out = path.join(dir, 'out');
    let builds = 0;
    const build = async () => {
      builds++;
      fs.writeFileSync(out, 'built');
    };
    const stamp = path.join(dir, 'stamp');
    expect(await buildIfChanged([path.join(dir, 'a.txt')], out, stamp, build)).toBe(true);
    expect(await buildIfChanged([path.join(dir, 'a.txt')], out, stamp, build)).toBe(false);
    fs.writeFileSync(path.join(dir, 'a.txt'), 'two');
    expect(await buildIfChanged([path.join(dir, 'a.txt')], out, stamp, build)).toBe(true);
    expect(builds).toBe(2);
  });

  it('gives another port when the preferred one is taken', async () => {
    const taken = net.createServer().listen(0, '127.0.0.1');
    await new Promise((r) => taken.once('listening', r));
    const port = (taken.address() as net.AddressInfo).port;
    const other = await freePort(port);
    expect(other).not.toBe(port);
    taken.close();
  });
});
