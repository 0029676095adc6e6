import { build } from 'vite';
const out = await build({ logLevel: 'silent', build: { write: false } });
const outputs = (Array.isArray(out) ? out : [out]).flatMap((o) => o.output);
const entry = outputs.find((c) => c.type === 'chunk' && c.isEntry);
const groups = {};
for (const [id, m] of Object.entries(entry.modules)) {
  const mm = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)(?:[\\/](src|esm|dist|modern)?[\\/]?([^\\/]+))?/.exec(id);
  const key = mm ? (mm[1].startsWith('ra-ui') || mm[1]==='@mui/material' || mm[1]==='ra-core' ? mm[1] + '/' + (mm[3]||'') : mm[1]) : id.replace(process.cwd() + '/', '').split('/').slice(0, 2).join('/');
  groups[key] = (groups[key] || 0) + m.renderedLength;
}
const total = Object.values(groups).reduce((a, b) => a + b, 0);
console.log('entry', entry.fileName, (total / 1024).toFixed(0), 'KB rendered');
for (const [k, v] of Object.entries(groups).sort((a, b) => b[1] - a[1]).slice(0, 45)) console.log((v / 1024).toFixed(1).padStart(7), k);
