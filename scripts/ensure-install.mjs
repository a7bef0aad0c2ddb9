// Runs before `npm start` and `npm test` (plain Node, no dependencies): installs the npm packages
// when node_modules is missing or older than the lock file, the CJK font of the registry's PDF documents, and for
// tests the browser (Chromium), each Debian package when it is missing and this user can install it.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const marker = path.join(root, 'node_modules', '.package-lock.json');
const lock = path.join(root, 'package-lock.json');
const sh = (cmd) => execSync(cmd, { cwd: root, stdio: 'inherit' });
// @carbon/grid and @carbon/layout (under form-js) report the repository and commit to IBM from a postinstall on CI
// machines: the registry's installs send nothing out
process.env.IBM_TELEMETRY_DISABLED = 'true';

if (!fs.existsSync(marker) || fs.statSync(marker).mtimeMs < fs.statSync(lock).mtimeMs) {
  console.log('Installing npm packages (npm ci)…');
  sh('npm ci --no-audit --no-fund');
}

const has = (cmd) => {
  try {
    execSync(cmd, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

const missing = [];
// the PDF documents (transfer notices, holding statements) write Chinese in Noto Sans CJK
if (!has('fc-list | grep -qi "Noto Sans CJK"')) missing.push('fonts-noto-cjk');
if (process.argv.includes('--browser') && !fs.existsSync('/usr/bin/chromium')) missing.push('chromium');
// the tests render a certificate PDF to PNG and read its text (pdftoppm, pdftotext)
if (process.argv.includes('--browser') && !has('command -v pdftotext')) missing.push('poppler-utils');
if (missing.length > 0) {
  if (process.getuid?.() === 0 && has('command -v apt-get')) {
    console.log(`Installing ${missing.join(' ')}…`);
    sh(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${missing.join(' ')}`);
  } else if (process.argv.includes('--browser')) {
    console.error(`The tests need: ${missing.join(' ')} (Debian packages). Install them, then run npm test again.`);
    process.exit(1);
  } else {
    console.warn(`Without ${missing.join(' ')} (Debian package) the registry's PDF documents cannot be made; install it as root.`);
  }
}
for (const [tool, pkg] of [['java', 'a Java 17 JDK'], ['mvn', 'Apache Maven']]) {
  if (!has(`command -v ${tool}`)) {
    console.error(`The engine needs ${pkg} (${tool}) on the PATH.`);
    process.exit(1);
  }
}
