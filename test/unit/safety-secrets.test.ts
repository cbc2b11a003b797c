/** Masking secrets in what a test leaves behind: every spelling, inside text files and inside a trace's zip entries. */
import { expect, test } from '@playwright/test';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AdmZip from 'adm-zip';
import { maskFile, maskText, secretForms } from '../../src/report/secrets.ts';

const SECRET = 'p@ss w0rd&<x>"';

test('every spelling the browser and Playwright write is masked; short values are not taken as secrets', () => {
  const forms = secretForms([SECRET, 'ab', undefined]);
  const written = [SECRET, encodeURIComponent(SECRET), 'p%40ss+w0rd%26%3Cx%3E%22', JSON.stringify(SECRET).slice(1, -1), 'p@ss w0rd&amp;&lt;x&gt;&quot;'];
  for (const spelling of written)
    expect(maskText(`before ${spelling} after`, forms), spelling).toBe('before *** after');
  expect(maskText('ab stays', forms)).toBe('ab stays');
});

test('a text attachment and every entry of a zip are rewritten in place; a file without the secret is left byte for byte', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'specwright-mask-'));
  const forms = secretForms([SECRET]);
  const context = path.join(dir, 'error-context.md');
  writeFileSync(context, `- textbox "Password": ${SECRET}\n`);
  const zip = new AdmZip();
  zip.addFile('trace.trace', Buffer.from(`{"params":{"value":"${JSON.stringify(SECRET).slice(1, -1)}"}}`));
  zip.addFile('resources/body.dat', Buffer.from(`user=a&password=${encodeURIComponent(SECRET)}`));
  const trace = path.join(dir, 'trace.zip');
  zip.writeZip(trace);
  const clean = path.join(dir, 'clean.txt');
  writeFileSync(clean, 'nothing here');
  const before = readFileSync(clean);
  for (const file of [context, trace, clean])
    maskFile(file, forms);
  expect(readFileSync(context, 'utf8')).toBe('- textbox "Password": ***\n');
  const entries = new AdmZip(readFileSync(trace)).getEntries().map(e => e.getData().toString('utf8')).sort();
  expect(entries).toEqual(['user=a&password=***', '{"params":{"value":"***"}}']);
  expect(readFileSync(clean).equals(before)).toBe(true);
});
