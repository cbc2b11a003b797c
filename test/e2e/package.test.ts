/** The published package: `npm pack`, install the tarball into a fresh project with only @playwright/test, `specwright init`, run. */
import { expect, test } from '@playwright/test';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const projectRoot = path.resolve(import.meta.dirname, '..', '..');

// The app the installed specs run against: "Saved" appears only after the click.
const PAGE = `<!doctype html><title>Package check</title><h1>Welcome</h1>
<button type="button" onclick="document.querySelector('output').textContent = 'Saved'">Save</button><output></output>`;

const SAVE_SPEC = `# Saving

## Scenario: Save shows a confirmation
1. Open /
2. Click the "Save" button
3. Verify the page shows "Saved"
`;

// The same check without the click: it must fail, or the green run above proved nothing.
const UNSAVED_SPEC = `# Not saved

## Scenario: No click, no confirmation
1. Open /
2. Verify the page shows "Saved"
`;

test('the packed tarball installs into a fresh CommonJS project, and init scaffolds specs that run there', async () => {
  // Packing builds dist/ (prepack) and installing pulls dependencies from the npm cache: slow on a busy machine.
  test.setTimeout(600_000);
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'specwright-package-'));
  // Outside this repository, so nothing resolves to its node_modules or its sources.
  const app = path.join(tmp, 'app');
  const server = await serve(PAGE);
  try {
    const packed = await run('npm', ['pack', '--json', '--pack-destination', tmp], projectRoot);
    expect(packed.code, packed.output).toBe(0);
    const [pack] = JSON.parse(packed.stdout.slice(packed.stdout.indexOf('['))) as { filename: string; files: { path: string }[] }[];
    const shipped = pack.files.map(file => file.path);
    expect(shipped).toEqual(expect.arrayContaining(['dist/index.js', 'dist/index.d.ts', 'dist/fixtures/index.js', 'dist/cli/index.js', 'bin/specwright.js', 'actions/common.yaml', 'schemas/spec.schema.json']));
    expect(shipped.filter(file => /^(src|test|fixtures|specs|bench|scripts)\//.test(file))).toEqual([]);

    // No "type" field: CommonJS, what `npm init` gives, the harder case for ESM code.
    writeJson(path.join(app, 'package.json'), { name: 'app', version: '1.0.0', private: true });
    const installed = await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', path.join(tmp, pack.filename), `@playwright/test@${playwrightVersion()}`], app);
    expect(installed.code, installed.output).toBe(0);
    expect(existsSync(path.join(app, 'node_modules/specwright/dist/index.js'))).toBe(true);
    expect(existsSync(path.join(app, 'node_modules/specwright/src'))).toBe(false);

    const init = await run('npx', ['--no', 'specwright', 'init'], app);
    expect(init.code, init.output).toBe(0);
    expect(init.stdout).toContain('created playwright.config.ts\ncreated specs/example.md\ncreated .gitignore\n');
    expect(readFileSync(path.join(app, '.gitignore'), 'utf8')).toContain('.specwright/gen/');

    // A non-default outputDir: `specwright compile` must take it from the config, not fall back to its defaults.
    const config = path.join(app, 'playwright.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace(`outputDir: '.specwright/gen'`, `outputDir: '.specwright/tests'`));
    writeFileSync(path.join(app, 'specs/save.md'), SAVE_SPEC);
    const compiled = await run('npx', ['--no', 'specwright', 'compile'], app);
    expect(compiled.code, compiled.output).toBe(0);
    expect(compiled.stdout).toContain('specwright: 2 specs, 2 generated files written, 0 removed, 0 errors → .specwright/tests');
    const generated = readFileSync(path.join(app, '.specwright/tests/specs/save.md.spec.js'), 'utf8');
    expect(generated).toContain('from "../../../node_modules/specwright/dist/fixtures/index.js"');

    const green = await run('npx', ['--no', 'playwright', 'test', '--workers=1', '--reporter=list'], app, { BASE_URL: server.url });
    expect(green.code, green.output).toBe(0);
    expect(green.output).toMatch(/✓ .*specs\/example\.md:\d+:\d+ › Example: the home page › The home page opens/);
    expect(green.output).toMatch(/✓ .*specs\/save\.md:\d+:\d+ › Saving › Save shows a confirmation/);
    expect(green.output).toContain('2 passed');

    writeFileSync(path.join(app, 'specs/unsaved.md'), UNSAVED_SPEC);
    const red = await run('npx', ['--no', 'playwright', 'test', '--workers=1', '--reporter=list', 'specs/unsaved.md'], app, { BASE_URL: server.url });
    expect(red.code, red.output).toBe(1);
    expect(red.output).toContain('specs/unsaved.md:5:4 step "Verify the page shows "Saved"" failed: ASSERTION_FAILED');
    expect(red.output).toContain('1 failed');
    rmSync(tmp, { recursive: true, force: true });
  } finally {
    server.close();
  }
});

interface RunOutput {
  code: number;
  stdout: string;
  /** stdout and stderr interleaved, for failure messages. */
  output: string;
}

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}): Promise<RunOutput> {
  const child = spawn(command, args, { cwd, env: { ...isolatedEnv(), ...env } });
  let stdout = '';
  let output = '';
  child.stdout.on('data', chunk => {
    stdout += String(chunk);
    output += String(chunk);
  });
  child.stderr.on('data', chunk => (output += String(chunk)));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', code => resolve({ code: code ?? -1, stdout, output: `${command} ${args.join(' ')} (in ${cwd}):\n${output}` }));
  });
}

/**
 * This run's environment, less what would tie the inner commands to it: `npm test` exports npm_*
 * (its prefix among them, which would install into this repository), Playwright its worker
 * variables. The browser is handed over as SPECWRIGHT_CHROMIUM, as a user without Playwright's
 * own build would set it.
 */
function isolatedEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, FORCE_COLOR: '0' };
  for (const key of Object.keys(env)) {
    if (/^(npm_|TEST_|PW_|SPECWRIGHT_)/i.test(key) || key === 'INIT_CWD')
      delete env[key];
  }
  const chromium = test.info().project.use.launchOptions?.executablePath;
  if (chromium)
    env.SPECWRIGHT_CHROMIUM = chromium;
  return env;
}

function playwrightVersion(): string {
  return (JSON.parse(readFileSync(path.join(projectRoot, 'node_modules/@playwright/test/package.json'), 'utf8')) as { version: string }).version;
}

function writeJson(file: string, value: unknown): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(value, null, 2) + '\n');
}

/** One page at every path, on a free port of this machine. */
async function serve(html: string): Promise<{ url: string; close: () => void }> {
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}
