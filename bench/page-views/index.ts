/** Page-views benchmark: size and build time of the summary, the default element list and Playwright's ai snapshot. */
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumInfo } from '../../src/compile/platform.ts';
import { chromiumLaunchOptions } from '../../src/session/chromium.ts';
import { getAriaTree, getElementList, getPageSummary } from '../../src/page/index.ts';
import { benchPages, ROWS } from './pages.ts';
import { median, round } from '../stats.ts';

const RUNS = 5;
const BIG_SNAPSHOT_RUNS = 3;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

interface Figure { tokens: number; ms: number }
interface Row { page: string; sample: boolean; summary: Figure; list: Figure; tree: Figure; snapshot: Figure }

const port = await freePort();
const server = spawn(process.execPath, [path.join(root, 'fixtures', 'server.mjs'), '--port', String(port)], { stdio: 'ignore' });
const baseURL = `http://127.0.0.1:${port}`;
const info = chromiumInfo();
const browser = await chromium.launch(info ? chromiumLaunchOptions(info) : {});
const rows: Row[] = [];
try {
  await waitForServer(`${baseURL}/api/health`);
  for (const target of benchPages) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    await target.open(page, baseURL);
    rows.push({
      page: target.name,
      sample: target.sample,
      summary: await measure(async () => unwrap(await getPageSummary(page)).text),
      list: await measure(async () => unwrap(await getElementList(page)).text),
      // The filtered tree is built on the ai snapshot, so it costs at least as much: one run on the big page.
      tree: await measure(async () => unwrap(await getAriaTree(page, { timeout: 0 })).text, target.sample ? RUNS : 1, target.sample),
      // The ai snapshot of the big page takes many seconds: fewer runs, no warm-up.
      snapshot: await measure(() => page.ariaSnapshot({ mode: 'ai', timeout: 0 }), target.sample ? RUNS : BIG_SNAPSHOT_RUNS, target.sample),
    });
    await page.close();
  }
} finally {
  await browser.close();
  server.kill();
}

printTable(rows);
const big = rows.find(row => !row.sample)!;
const figures = {
  summary_tokens_max: Math.max(...rows.map(row => row.summary.tokens)),
  observation_tokens_median: median(rows.filter(row => row.sample).map(row => row.list.tokens)),
  snapshot_tokens_median: median(rows.filter(row => row.sample).map(row => row.snapshot.tokens)),
  rows5000_tokens: big.list.tokens,
  rows5000_ms: big.list.ms,
  rows5000_snapshot_ms: big.snapshot.ms,
  rows5000_snapshot_tokens: big.snapshot.tokens,
  rows5000_tree_tokens: big.tree.tokens,
  tree_tokens_median: median(rows.filter(row => row.sample).map(row => row.tree.tokens)),
  rows5000_time_ratio: round(big.list.ms / big.snapshot.ms, 3),
  summary_ms_max: Math.max(...rows.map(row => row.summary.ms)),
  pages: rows.length,
  runs: RUNS,
};
const targets = [
  ['summary ≤ 500 tokens on every page', figures.summary_tokens_max <= 500],
  ['default observation ≤ 1500 tokens (median, sample pages)', figures.observation_tokens_median <= 1500],
  [`${ROWS}-row page ≤ 4000 tokens`, figures.rows5000_tokens <= 4000],
  [`${ROWS}-row page ≤ 0.25× ai snapshot time`, figures.rows5000_time_ratio <= 0.25],
] as const;
console.log('');
for (const [label, met] of targets)
  console.log(`${met ? 'ok  ' : 'MISS'} ${label}`);
console.log(`BENCH page-views ${JSON.stringify(figures)}`);

/** Median size (chars/4) and median time of `runs` builds, after one warm-up. */
async function measure(build: () => Promise<string>, runs = RUNS, warmUp = true): Promise<Figure> {
  if (warmUp)
    await build();
  const times: number[] = [];
  let text = '';
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    text = await build();
    times.push(performance.now() - started);
  }
  return { tokens: Math.ceil(text.length / 4), ms: round(median(times), 1) };
}

function unwrap<T>(result: { ok: true; data: T } | { ok: false; error: { code: string; message: string } }): T {
  if (!result.ok)
    throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.data;
}

function printTable(table: Row[]): void {
  const header = ['page', 'summary tok', 'ms', 'list tok', 'ms', 'tree tok', 'ms', 'ai snapshot tok', 'ms'];
  const lines = table.map(row => [row.page, row.summary.tokens, row.summary.ms, row.list.tokens, row.list.ms, row.tree.tokens, row.tree.ms, row.snapshot.tokens, row.snapshot.ms].map(String));
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map(line => line[i].length)));
  const format = (cells: string[]) => cells.map((cell, i) => i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])).join('  ');
  console.log(format(header));
  for (const line of lines)
    console.log(format(line));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: picked } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(picked));
    });
  });
}

async function waitForServer(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (await fetch(url).then(response => response.ok, () => false))
      return;
    await new Promise(resolve => setTimeout(resolve, 100));
  }
  throw new Error(`sample app did not start at ${url}`);
}
