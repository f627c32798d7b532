// Finds a Chromium for the Playwright journeys, or installs one; never downloads a browser build.
// Order: CHROMIUM_PATH, Debian's /usr/bin/chromium, Playwright's own browser if present, then
// `apt-get install chromium` when root on Debian, else `npx playwright install chromium`.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
].filter(Boolean);
const found = candidates.find((path) => existsSync(path));
if (found) {
  console.log(`Browser: ${found}`);
  process.exit(0);
}

async function playwrightBrowser() {
  try {
    const { chromium } = await import('playwright-core');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

const bundled = await playwrightBrowser();
if (bundled) {
  console.log(`Browser: Playwright's own (${bundled})`);
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const isDebian = existsSync('/etc/debian_version');
try {
  if (isRoot && isDebian) {
    console.log('Installing Debian chromium (apt-get install chromium fonts-liberation)...');
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation',
      { stdio: 'inherit' },
    );
  } else {
    console.log('Installing Playwright chromium (npx playwright install chromium)...');
    execSync('npx playwright install chromium', { stdio: 'inherit' });
  }
} catch {
  // fall through to the message below
}
if (existsSync('/usr/bin/chromium') || (await playwrightBrowser())) process.exit(0);
console.error(
  'No Chromium found for the browser tests. Install one of:\n' +
    '  Debian/Ubuntu: sudo apt-get install chromium fonts-liberation\n' +
    '  elsewhere:     npx playwright install chromium\n' +
    'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
);
process.exit(1);
