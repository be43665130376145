import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
const root='/work/wt-speed/';
const pkg = JSON.parse(readFileSync(root+'package.json','utf8'));
const bundled = new Set(['commander', 'cli-progress']);
const external = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {}), 'tsx', 'typescript'].filter((n) => !bundled.has(n)).flatMap((n) => [n, `${n}/*`]);
const r = await build({ entryPoints: { gecval: root+'src/cli/main.ts' }, outdir: '/tmp/metaout', chunkNames: 'chunks/[name]-[hash]', bundle: true, splitting: true, format: 'esm', platform: 'node', target: 'node20', external, metafile: true, write: false, logLevel:'warning'});
const out = r.metafile.outputs;
const seen=new Set(); 
function walk(k, depth){ if(seen.has(k)) return; seen.add(k); const v=out[k]; console.log(' '.repeat(depth)+k.replace('../../tmp/metaout/',''), v.bytes, Object.keys(v.inputs).map(s=>s.replace('../main/node_modules/','nm:')).join(' ')); for (const i of v.imports) if(i.kind==='import-statement' && out[i.path]) walk(i.path, depth+1); else if (i.kind==='import-statement') console.log(' '.repeat(depth+1)+'EXT '+i.path); }
const main = Object.keys(out).find(k=>k.endsWith('/gecval.js'));
walk(main,0);
