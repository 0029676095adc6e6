import { chromium } from 'playwright-core';

/**
 * Debian's Chromium (or CHROMIUM_PATH / CHROME_PATH) as the scripts drive it: no sandbox (CI runs
 * as root), no GPU, and none of the browser's own calls home. `extraArgs` adds flags.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const launchChromium = (extraArgs = []) =>
  chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...extraArgs,
    ],
  });
