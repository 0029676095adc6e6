import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage();
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto('http://localhost:4399/login', { waitUntil: 'networkidle' });
await page.waitForTimeout(1000);
const { profile } = await cdp.send('Profiler.stop');
// self time per function
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas; 
profile.samples.forEach((id, i) => { self.set(id, (self.get(id) || 0) + (dt[i] || 0)); });
// aggregate inclusive by walking parents: compute total per function name (inclusive)
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children || []) parent.set(c, n.id);
const incl = new Map();
for (const [id, t] of self) { let cur = id; const seen = new Set(); while (cur) { const n = byId.get(cur); const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`; if (!seen.has(key)) { incl.set(key, (incl.get(key) || 0) + t); seen.add(key);} cur = parent.get(cur); } }
const selfAgg = new Map(); for (const [id, t] of self) { const n = byId.get(id); const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}`; selfAgg.set(key, (selfAgg.get(key) || 0) + t); }
console.log('--- self (ms)'); [...selfAgg].sort((a,b)=>b[1]-a[1]).slice(0,25).forEach(([k,v])=>console.log((v/1000).toFixed(1).padStart(7), k));
console.log('--- inclusive (ms)'); [...incl].sort((a,b)=>b[1]-a[1]).slice(0,40).forEach(([k,v])=>console.log((v/1000).toFixed(1).padStart(7), k));
await browser.close();
