import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Debian's Chromium builds (Playwright cannot download its own browser here), each with the
 * Debian package that installs it:
 * - the full browser, for Lighthouse, which measures the page as a visitor's browser draws it;
 * - the headless shell, for the journeys. It is what Playwright itself runs headless: no window,
 *   no browser interface. The full browser's headless mode draws its interface's pages too, in
 *   renderers of their own, for every new page (docs/decisions/0043, last addendum).
 */
export const CHROMIUM = {
  path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  variable: 'CHROMIUM_PATH',
  debianPackage: 'chromium',
} as const;
export const HEADLESS_SHELL = {
  path: process.env.HEADLESS_SHELL_PATH ?? '/usr/lib/chromium/chromium-headless-shell',
  variable: 'HEADLESS_SHELL_PATH',
  debianPackage: 'chromium-headless-shell',
} as const;

type Browser = typeof CHROMIUM | typeof HEADLESS_SHELL;

/** Installs the browser with apt-get when it is missing and the process may; else says how. */
export function ensureChromium(browser: Browser): void {
  if (existsSync(browser.path)) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('which', ['apt-get']).status === 0;
  if (!isRoot || !hasApt) {
    throw new Error(
      `Chromium is missing at ${browser.path}. Install it with: sudo apt-get update && sudo apt-get install -y ${browser.debianPackage} ` +
        `(or set ${browser.variable} to a Chromium binary).`,
    );
  }
  console.log(`${browser.debianPackage} is missing: installing it with apt-get (about a minute)…`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', browser.debianPackage], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium(HEADLESS_SHELL);
