// Lighthouse as `npm run bench` (bench.ts) runs it: Chromium launched with the flags below, the
// mobile preset with simulated throttling, the median of LH_RUNS runs, and the CPU slowdown
// calibrated for this machine.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const LIGHTHOUSE_RUNS = Number(process.env.LH_RUNS ?? 5);
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * Chromium's flags: chrome-launcher's defaults, except that RenderDocument keeps Chromium's own
 * default (on). chrome-launcher 1.2 switches it off, and with it off this headless Chromium holds
 * back the first frame of any page whose first paint comes later than about 200 ms, until the next
 * whole second (viz's BeginFrame throttling, GoogleChrome/lighthouse#17148): a static page with no
 * script whose one style sheet answers after 250 ms showed its first paint at 1.23-1.31 s in every
 * run, and at 0.35-0.41 s with RenderDocument on. Lighthouse counts every request that ended before
 * the paint it observed into its simulated LCP, so the stall turned 2.5 s into 4 s at random.
 * Puppeteer stopped disabling RenderDocument for the same reason (puppeteer/puppeteer#14745).
 */
const CHROME_FLAGS = [
  ...chromeLauncher.Launcher.defaultFlags().map((flag) =>
    flag.startsWith('--disable-features=') ? flag.replace(/,?RenderDocument\b/, '') : flag,
  ),
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
];

/**
 * The CPU slowdown Lighthouse's docs (docs/throttling.md, "Calibrating the CPU slowdown") give for
 * emulating a mid-tier phone from a host of this benchmarkIndex: the preset's 4x assumes a high-end
 * desktop (1500-2000); a low-end desktop (1000-1500) or high-end phone (800-1200) takes 2x.
 */
export function calibratedMultiplier(benchmarkIndex: number) {
  if (benchmarkIndex >= 1500) return 4;
  if (benchmarkIndex >= 800) return 2;
  return 1;
}

/** Lighthouse 12 (pinned), mobile preset with simulated throttling: the median of the runs. */
export async function lighthouseMedian(url: string, cpuSlowdownMultiplier?: number) {
  const runs = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      ignoreDefaultFlags: true,
      chromeFlags: CHROME_FLAGS,
    });
    try {
      // A flag's throttling merges into the preset's (settings from flags, as the CLI's
      // --throttling.cpuSlowdownMultiplier does).
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        ...(cpuSlowdownMultiplier ? { throttling: { cpuSlowdownMultiplier } } : {}),
      });
      const audits = result?.lhr.audits;
      runs.push({
        score: Math.round((result?.lhr.categories.performance?.score ?? 0) * 100),
        lcp: audits?.['largest-contentful-paint']?.numericValue ?? 0,
        tbt: audits?.['total-blocking-time']?.numericValue ?? 0,
        cls: audits?.['cumulative-layout-shift']?.numericValue ?? 0,
        benchmarkIndex: result?.lhr.environment.benchmarkIndex ?? 0,
      });
    } finally {
      await chrome.kill();
    }
  }
  return {
    score: median(runs.map((r) => r.score)),
    lcp: median(runs.map((r) => r.lcp)),
    tbt: median(runs.map((r) => r.tbt)),
    cls: median(runs.map((r) => r.cls)),
    benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
  };
}
