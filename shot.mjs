import { chromium } from '@playwright/test';
const [url, width, out, height] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const p = await b.newPage({ viewport: { width: Number(width), height: Number(height ?? 900) } });
await p.goto(url); await p.waitForTimeout(1200);
await p.screenshot({ path: out, fullPage: process.env.FULL === '1' });
console.log(out, await p.evaluate(() => document.documentElement.scrollWidth));
await b.close();
