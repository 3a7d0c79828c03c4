/**
 * `npm run bench:web` (part of `npm run bench`): the web app's first screens as a user on a slow phone-class
 * connection meets them. Prints, per screen, the JavaScript it needs before it can show (gzipped, from the
 * build) and the largest contentful paint measured in Chromium with DevTools' throttling (4x CPU slowdown,
 * the "Fast 3G" network: 562.5 ms latency, 1.44 Mbit/s down), cold cache, median of a few runs; and, as the
 * baseline of the same run, the LCP of a static page with no JavaScript served by the same server. The
 * page shell (index.html) paints the brand panel first, so LCP is usually the shell's; the time the
 * screen's own content (the sign-in form, the dashboard's heading) enters the page is printed beside it.
 * Needs the web build (`npm run build:web`) and Chromium (`/usr/bin/chromium` or CHROMIUM_PATH).
 */
import { rm, writeFile } from 'node:fs/promises';

import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS } from '../desktop/e2e/playwright.config';
import { screenSizes, FIRST_SCREEN_BUDGET_KB } from '../desktop/scripts/bundle-size';
import { User } from '../server/src/models/User';
import { hashSecret } from '../server/src/services/passwords';
import { startBenchApp } from './app';

const RUNS = 3;
const LCP_TARGET_MS = 2500;
/** DevTools' "Fast 3G" preset (bytes per second, milliseconds). */
const FAST_3G = {
  latency: 562.5,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};

async function lcp(
  browser: Browser,
  url: string,
  ready: string,
  cookie?: { name: string; value: string; url: string },
) {
  const context = await browser.newContext();
  if (cookie) await context.addCookies([cookie]);
  const page = await context.newPage();

  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...FAST_3G });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // When the screen's own content (not the page shell) is in the page, timed from here (about navigation start).
  const t0 = Date.now();
  const readyAt = page.waitForSelector(ready, { timeout: 120_000 }).then(() => Date.now() - t0);
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  const screenReady = await readyAt;
  const value = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) last = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(last), 500);
      }),
  );
  const path = new URL(page.url()).pathname;
  await context.close();
  return { value, screenReady, path };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const app = await startBenchApp('benchweb');
  const { base, config } = app;

  // The baseline: a page with one heading and no script, from the same server and network.
  await writeFile(path.join(config.webDist, 'bench-static.html'), '<!doctype html><h1>Launchpad</h1>');

  const password = 'bench-password-1';
  await User.query().insert({
    name: 'Bench Fresher',
    email: 'bench-web@example.com',
    passwordHash: await hashSecret(password),
    phoneNumber: '0770000000',
    accountType: 'Fresher',
    isAccountVerified: true,
  });
  const signIn = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench-web@example.com', password }),
  });
  const [name, value] = signIn.headers.getSetCookie()[0]!.split(';')[0]!.split('=') as [string, string];
  const session = { name, value, url: base };

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const sizes = new Map(screenSizes().map((s) => [s.screen, s.kb]));
  const rows = [];
  try {
    const cases = [
      {
        screen: 'static page (baseline)',
        url: `${base}/bench-static.html`,
        ready: 'h1',
        cookie: undefined,
        expect: '/bench-static.html',
      },
      { screen: 'login', url: `${base}/login`, ready: 'form', cookie: undefined, expect: '/login' },
      {
        screen: 'fresher-dashboard',
        url: `${base}/fresher-dashboard`,
        ready: 'main h1',
        cookie: session,
        expect: '/fresher-dashboard',
      },
    ];
    let baseline = 0;
    for (const c of cases) {
      const runs = [];
      const readyRuns = [];
      for (let i = 0; i < RUNS; i++) {
        const r = await lcp(browser, c.url, c.ready, c.cookie);
        if (r.path !== c.expect) throw new Error(`${c.screen}: ended on ${r.path}`);
        runs.push(r.value);
        readyRuns.push(r.screenReady);
      }
      const ms = median(runs);
      if (!baseline) baseline = ms;
      const kb = sizes.get(c.screen);
      rows.push({
        screen: c.screen,
        'JS before it (KB gz)': kb === undefined ? '—' : `${kb} (budget ${FIRST_SCREEN_BUDGET_KB})`,
        'LCP p50 (ms)': Math.round(ms),
        'ratio to static page': (ms / baseline).toFixed(2),
        'screen content p50 (ms)': Math.round(median(readyRuns)),
        [`under ${LCP_TARGET_MS} ms`]: ms < LCP_TARGET_MS ? 'yes' : 'NO',
      });
    }
  } finally {
    await browser.close();
    await rm(path.join(config.webDist, 'bench-static.html'), { force: true });
    await app.stop();
  }
  console.log(
    `\nJavaScript before each screen (gzipped KB; budget ${FIRST_SCREEN_BUDGET_KB} KB for login and fresher-dashboard)`,
  );
  console.table(screenSizes());
  console.log(`\nFirst screens in Chromium, 4x CPU slowdown and Fast 3G, cold cache, median of ${RUNS}`);
  console.table(rows);
}

await main();
