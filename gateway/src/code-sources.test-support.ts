import fs from 'node:fs';
import path from 'node:path';

/**
 * The text of every source file (not a test) under these folders of the repository (`gateway/src`, …): what the tests
 * that check the code's own literals (operation and business names) read.
 */
export function codeSources(...folders: string[]): string[] {
  return folders
    .map((folder) => path.resolve(import.meta.dirname, '../..', folder))
    .flatMap((dir) =>
      fs
        .readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.test-support.ts'))
        .map((f) => fs.readFileSync(path.join(dir, f), 'utf8')),
    );
}
