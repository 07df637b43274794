import {chromium} from '@playwright/test';
import fs from 'node:fs';
const [a,b,out,h=700,w=390,y=0] = process.argv.slice(2);
const browser = await chromium.launch({executablePath:'/usr/bin/chromium',args:['--no-sandbox']});
const page = await browser.newPage({viewport:{width:2*Number(w)+10,height:Number(h)}});
const d=(f)=>'data:image/png;base64,'+fs.readFileSync(f).toString('base64');
await page.setContent(`<body style="margin:0;display:flex;gap:10px;background:red"><div style="overflow:hidden;height:${h}px"><img style="margin-top:-${y}px" src="${d(a)}"></div><div style="overflow:hidden;height:${h}px"><img style="margin-top:-${y}px" src="${d(b)}"></div></body>`);
await page.screenshot({path:out});
await browser.close();
