/** Runs the benchmarks: every bench/<name>/index.ts, or the ones named (`npm run bench -- page-views`), each in its own process. */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = path.dirname(fileURLToPath(import.meta.url));

const all = readdirSync(benchDir, { withFileTypes: true })
  .filter(entry => entry.isDirectory() && existsSync(path.join(benchDir, entry.name, 'index.ts')))
  .map(entry => entry.name)
  .sort();
const wanted = process.argv.slice(2).filter(arg => !arg.startsWith('-'));
const unknown = wanted.filter(name => !all.includes(name));
if (unknown.length) {
  console.error(`bench: no benchmark named ${unknown.join(', ')}; available: ${all.join(', ') || '(none)'}`);
  process.exit(2);
}

const results: string[] = [];
let failed = 0;
for (const name of wanted.length ? wanted : all) {
  console.log(`\n## bench ${name}`);
  const code = await run(path.join(benchDir, name, 'index.ts'), line => {
    if (line.startsWith('BENCH '))
      results.push(line);
  });
  if (code !== 0) {
    failed++;
    console.error(`bench ${name}: exited with ${code}`);
  }
}
console.log('\n## results');
for (const line of results)
  console.log(line);
process.exit(failed ? 1 : 0);

/** Runs one benchmark with tsx, echoing its output as it comes and handing each stdout line to `onLine`. */
function run(file: string, onLine: (line: string) => void): Promise<number> {
  return new Promise(resolve => {
    const child = spawn(process.execPath, ['--import', 'tsx', file], { stdio: ['ignore', 'pipe', 'inherit'] });
    let pending = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      process.stdout.write(chunk);
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      lines.forEach(onLine);
    });
    child.on('close', code => {
      if (pending)
        onLine(pending);
      resolve(code ?? 1);
    });
  });
}
