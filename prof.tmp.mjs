import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--headless'] });
for (const path of process.argv.slice(2)) {
  const times = [];
  for (let i = 0; i < 5; i++) {
    const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await ctx.newPage();
    await page.goto('http://localhost:3300' + path, { waitUntil: 'networkidle' });
    const d = await page.evaluate(() => performance.getEntriesByName('liftline:takeover')[0]?.duration);
    times.push(Math.round(d));
    await ctx.close();
  }
  console.log(path, times.sort((a,b)=>a-b).join(' '));
}
await browser.close();
