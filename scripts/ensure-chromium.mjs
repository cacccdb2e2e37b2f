// Before `npm test`: the browser tests drive Debian's Chromium. Install it when it is missing and
// we may (root with apt-get); otherwise say exactly what to run.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (root && existsSync('/usr/bin/apt-get')) {
    console.log('Installing Debian chromium for the browser tests (apt-get install chromium)…');
    try {
      execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
    } catch {
      console.error('Could not install chromium; the browser tests will fail. Run: sudo apt-get install chromium');
    }
  } else {
    console.error(`The browser tests need Chromium at ${path}. Install it with: sudo apt-get install chromium (or set CHROMIUM_PATH).`);
  }
}
