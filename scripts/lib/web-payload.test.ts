import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.ts';
import { indexHtmlFiles, payload, ROUTE_ONLY_CHUNKS, SHELL_PAGES, staticFiles, type Manifest } from './web-payload.ts';

/** A build manifest shaped like Vite's: the entry, two lazy shell pages, the Chinese texts, and the designer route behind them. */
const manifest: Manifest = {
  'index.html': { file: 'assets/index-A1.js', isEntry: true, imports: ['_react-B2.js', '_antd-C3.js'], css: ['assets/index-D4.css'], dynamicImports: [...SHELL_PAGES, 'src/pages/Designer.tsx'] },
  '_react-B2.js': { file: 'assets/react-B2.js' },
  '_antd-C3.js': { file: 'assets/antd-C3.js', imports: ['_react-B2.js'] },
  [SHELL_PAGES[0]]: { file: 'assets/LoginPage-E5.js', imports: ['_SignInFrame-F6.js', '_antd-C3.js'], css: ['assets/login-G7.css'] },
  '_SignInFrame-F6.js': { file: 'assets/SignInFrame-F6.js' },
  [SHELL_PAGES[1]]: { file: 'assets/SystemHome-H8.js' },
  [SHELL_PAGES[2]]: { file: 'assets/zh-L2.js' },
  'src/pages/Designer.tsx': { file: 'assets/Designer-I9.js', imports: ['_bpmn-js-J0.js'] },
  '_bpmn-js-J0.js': { file: 'assets/bpmn-js-J0.js', css: ['assets/bpmn-js-K1.css'] },
};

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('web payload: what the sign-in page and the shell home load', () => {
  it('follows static imports and CSS of the entry and the shell pages, never a lazy route', () => {
    const files = staticFiles(manifest, SHELL_PAGES);
    expect(files).toEqual([
      'assets/index-A1.js', 'assets/index-D4.css', 'assets/react-B2.js', 'assets/antd-C3.js',
      'assets/LoginPage-E5.js', 'assets/login-G7.css', 'assets/SignInFrame-F6.js', 'assets/SystemHome-H8.js', 'assets/zh-L2.js',
    ]);
    expect(files.filter((f) => ROUTE_ONLY_CHUNKS.test(f))).toEqual([]);
    expect(staticFiles(manifest, ['src/pages/Designer.tsx']).filter((f) => ROUTE_ONLY_CHUNKS.test(f))).toEqual(['assets/bpmn-js-J0.js', 'assets/bpmn-js-K1.css']);
  });

  it('names the workflow-only chunks by their group names', () => {
    for (const f of ['assets/bpmn-js-rWryZO7W.js', 'assets/bpmn-js-BThtxzx_.css', 'assets/bpmn-io-core-CRPSF3x2.js', 'assets/bpmn-modeler-Q.js', 'assets/form-js-viewer-x.js', 'assets/form-js-editor-y.js']) {
      expect(ROUTE_ONLY_CHUNKS.test(f), f).toBe(true);
    }
    for (const f of ['assets/antd-D0n12RG3.js', 'assets/index-NnVe23dh.css', 'assets/task-forms-DkiqCz8J.js', 'assets/ModelDesignPage-CHnYg4nw.js']) {
      expect(ROUTE_ONLY_CHUNKS.test(f), f).toBe(false);
    }
  });

  it('reads the files index.html names', () => {
    const html = `<script type="module" crossorigin src="/assets/index-A1.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-B2.js">
      <link rel="icon" type="image/svg+xml" href="/logo.svg" />
      <link rel="stylesheet" crossorigin href="/assets/index-D4.css">`;
    expect(indexHtmlFiles(html)).toEqual(['assets/index-A1.js', 'assets/react-B2.js', 'assets/index-D4.css']);
  });

  it('counts the brotli copy the build step made, and the file itself when none was worth making', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-payload-'));
    dirs.push(dist);
    fs.mkdirSync(path.join(dist, 'assets'));
    const big = `export const t = ${JSON.stringify('重复的文字 repeated text '.repeat(500))};`;
    fs.writeFileSync(path.join(dist, 'assets/big-A.js'), big);
    fs.writeFileSync(path.join(dist, 'assets/tiny-B.js'), 'export const x = 1;');
    fs.writeFileSync(path.join(dist, 'assets/logo-C.png'), Buffer.alloc(4096, 7));
    await precompressDir(dist);
    expect(fs.existsSync(path.join(dist, 'assets/big-A.js.gz'))).toBe(true);
    expect(fs.existsSync(path.join(dist, 'assets/tiny-B.js.br'))).toBe(false);
    expect(fs.existsSync(path.join(dist, 'assets/logo-C.png.br'))).toBe(false);
    const [bigLine, tinyLine] = payload(dist, ['assets/big-A.js', 'assets/tiny-B.js']);
    expect(bigLine).toMatchObject({ encoding: 'br', raw: Buffer.byteLength(big) });
    expect(bigLine.wire).toBeLessThan(bigLine.raw / 10);
    expect(tinyLine).toEqual({ file: 'assets/tiny-B.js', raw: 19, wire: 19, encoding: 'identity' });
  });
});
