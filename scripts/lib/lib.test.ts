import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { toJdbc } from './database.ts';
import { buildIfChanged } from './source-hash.ts';
import { freePort } from './ports.ts';
import net from 'node:net';

describe('stack helpers', () => {
  it('turns a postgres URL into the engine JDBC settings', () => {
    expect(toJdbc('postgres://ccer:s%40cret@db.internal:6543/camunda?sslmode=require')).toEqual({
      jdbcUrl: 'jdbc:postgresql://db.internal:6543/camunda?sslmode=require',
      user: 'ccer',
      password: 's@cret',
    });
    expect(toJdbc('postgres://postgres@127.0.0.1/camunda').jdbcUrl).toBe('jdbc:postgresql://127.0.0.1:5432/camunda');
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
