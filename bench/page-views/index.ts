/** Page-views benchmark: size and build time of the summary, the default element list and Playwright's ai snapshot. */
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { existsSync, symlinkSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromiumInfo } from '../../src/compile/platform.ts';
import { chromiumLaunchOptions } from '../../src/session/chromium.ts';
import * as views from '../../src/page/index.ts';
import { benchPages, ROWS } from './pages.ts';
import { median, round } from '../stats.ts';

const RUNS = 5;
const BIG_SNAPSHOT_RUNS = 3;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

interface Figure { tokens: number; ms: number }
interface Row { page: string; sample: boolean; summary: Figure; list: Figure; tree: Figure; snapshot: Figure }
type Views = Pick<typeof views, 'getAriaTree' | 'getElementList' | 'getPageSummary'>;

/**
 * `BENCH_BEFORE=<checkout>`: an earlier tree's page views are built on the same pages, run by run
 * alternating with this tree's, and its figures printed beside. Its sources load through this
 * project's node_modules (linked into the checkout when it has none).
 */
const before = process.env.BENCH_BEFORE ? path.resolve(process.env.BENCH_BEFORE) : undefined;
const earlier = before ? await earlierViews(before) : undefined;

const port = await freePort();
const server = spawn(process.execPath, [path.join(root, 'fixtures', 'server.mjs'), '--port', String(port)], { stdio: 'ignore' });
const baseURL = `http://127.0.0.1:${port}`;
const info = chromiumInfo();
const browser = await chromium.launch(info ? chromiumLaunchOptions(info) : {});
const rows: Row[] = [];
const rowsBefore: Row[] = [];
try {
  await waitForServer(`${baseURL}/api/health`);
  for (const target of benchPages) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    await target.open(page, baseURL);
    const built = (of: Views) => ({
      summary: async () => unwrap(await of.getPageSummary(page)).text,
      list: async () => unwrap(await of.getElementList(page)).text,
      tree: async () => unwrap(await of.getAriaTree(page, { timeout: 0 })).text,
    });
    const now = built(views);
    const then = earlier && built(earlier);
    const [summary, summaryBefore] = await measure(now.summary, then?.summary);
    const [list, listBefore] = await measure(now.list, then?.list);
    // The filtered tree is built on the ai snapshot, so it costs at least as much: one run on the big
    // page, cold there unless an earlier tree's is built too (then both are warmed, so neither pays the first build).
    const [tree, treeBefore] = await measure(now.tree, then?.tree, target.sample ? RUNS : 1, target.sample || !!then);
    // The ai snapshot of the big page takes many seconds: fewer runs, no warm-up.
    const [snapshot] = await measure(() => page.ariaSnapshot({ mode: 'ai', timeout: 0 }), undefined, target.sample ? RUNS : BIG_SNAPSHOT_RUNS, target.sample);
    rows.push({ page: target.name, sample: target.sample, summary, list, tree, snapshot });
    if (summaryBefore && listBefore && treeBefore)
      rowsBefore.push({ page: target.name, sample: target.sample, summary: summaryBefore, list: listBefore, tree: treeBefore, snapshot });
    await page.close();
  }
} finally {
  await browser.close();
  server.kill();
}

printTable(rows);
const figures = { ...figuresOf(rows), pages: rows.length, runs: RUNS };
if (rowsBefore.length) {
  console.log(`\nbefore: ${before}`);
  printTable(rowsBefore);
  const then = figuresOf(rowsBefore);
  Object.assign(figures, {
    before: then,
    // This tree's time over the earlier tree's, page by page and view by view (median): below 1 is faster.
    after_vs_before_ms_median_ratio: round(median(rows.flatMap((row, i) => (['summary', 'list', 'tree'] as const).map(view => row[view].ms / Math.max(rowsBefore[i][view].ms, 0.1)))), 3),
  });
}
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

/**
 * Median size (chars/4) and median time of `runs` builds, after one warm-up; with `other`, the same
 * for it, the two built in turn, so load on the machine meets both alike.
 */
async function measure(build: () => Promise<string>, other?: () => Promise<string>, runs = RUNS, warmUp = true): Promise<[Figure, Figure | undefined]> {
  const sides = other ? [build, other] : [build];
  if (warmUp) {
    for (const side of sides)
      await side();
  }
  const times: number[][] = sides.map(() => []);
  const texts = sides.map(() => '');
  for (let i = 0; i < runs; i++) {
    for (const [index, side] of (i % 2 ? [...sides.entries()].reverse() : [...sides.entries()])) {
      const started = performance.now();
      texts[index] = await side();
      times[index].push(performance.now() - started);
    }
  }
  const figure = (index: number): Figure => ({ tokens: Math.ceil(texts[index].length / 4), ms: round(median(times[index]), 1) });
  return [figure(0), other ? figure(1) : undefined];
}

function figuresOf(table: Row[]) {
  const big = table.find(row => !row.sample)!;
  return {
    summary_tokens_max: Math.max(...table.map(row => row.summary.tokens)),
    observation_tokens_median: median(table.filter(row => row.sample).map(row => row.list.tokens)),
    snapshot_tokens_median: median(table.filter(row => row.sample).map(row => row.snapshot.tokens)),
    rows5000_tokens: big.list.tokens,
    rows5000_ms: big.list.ms,
    rows5000_snapshot_ms: big.snapshot.ms,
    rows5000_snapshot_tokens: big.snapshot.tokens,
    rows5000_tree_tokens: big.tree.tokens,
    tree_tokens_median: median(table.filter(row => row.sample).map(row => row.tree.tokens)),
    rows5000_time_ratio: round(big.list.ms / big.snapshot.ms, 3),
    summary_ms_max: Math.max(...table.map(row => row.summary.ms)),
  };
}

/** The page views of an earlier checkout's sources. */
async function earlierViews(tree: string): Promise<Views> {
  const modules = path.join(tree, 'node_modules');
  if (!existsSync(modules))
    symlinkSync(path.join(root, 'node_modules'), modules, 'dir');
  return await import(pathToFileURL(path.join(tree, 'src', 'page', 'index.ts')).href) as Views;
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
