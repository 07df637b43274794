import {chromium} from 'playwright';
const b = await chromium.launch({executablePath:'/usr/bin/chromium'});
let bad = 0;
for (let i = 0; i < Number(process.env.N || 10); i++) {
  const ctx = await b.newContext({viewport:{width:1440,height:900}});
  const p = await ctx.newPage();
  await p.route(u => !u.href.startsWith('http://127.0.0.1:8766'), r => r.fulfill({body:''}));
  await p.addInitScript(() => {
    const log = []; window.__log = log;
    new PerformanceObserver(l => { for (const e of l.getEntries()) if (!e.hadRecentInput) log.push('SHIFT ' + e.value.toFixed(4) + ' @' + Math.round(e.startTime) + ' ' + e.sources.map(s => s.node?.className + ' ' + JSON.stringify([s.previousRect.x, s.previousRect.y, s.previousRect.width, s.previousRect.height, s.currentRect.x, s.currentRect.y, s.currentRect.width, s.currentRect.height].map(Math.round))).join(';')); }).observe({type:'layout-shift', buffered:true});
    let first = true; const tick = () => { if (first && document.querySelector('section[data-place=hero]')) { first = false; log.push('FIRST next=' + (document.querySelector('section[data-place=hero]').nextElementSibling?.tagName)); }
      const hero = document.querySelector('section[data-place=hero]');
      const grid = hero?.querySelector(".container");
      const strip = hero?.nextElementSibling;
      if (hero) log.push(`F @${Math.round(performance.now())} heroH=${Math.round(hero.getBoundingClientRect().height)} next=${strip?.tagName ?? '-'} fonts=${[...document.fonts].filter(f=>f.status==="loaded").length}/${document.fonts.size}`);
      if (performance.now() < 6000) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const c = await ctx.newCDPSession(p);
  await c.send('Emulation.setCPUThrottlingRate', {rate: 6});
  await p.goto('http://127.0.0.1:8766/');
  await p.waitForTimeout(4000);
  const log = await p.evaluate(() => window.__log);
  const shifts = log.filter(l => l.startsWith('SHIFT'));
  if (shifts.length) { bad++; console.log('RUN', i); console.log(log.join('\n')); }
  await ctx.close();
}
console.log('bad', bad);
await b.close();
