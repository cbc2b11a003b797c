/**
 * Masks secret values in everything a test leaves behind, before any other reporter reads it:
 * error messages, stdout, and the attachment files (Playwright's error-context.md with its ARIA
 * snapshot of typed fields, and every entry of a trace: actions, DOM snapshots, network bodies).
 * List it first in `reporter`: reporters see a test's end in order.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import AdmZip from 'adm-zip';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

import { SECRETS_ANNOTATION } from './annotations.ts';

export { SECRETS_ANNOTATION };
export const MASK = '***';

export default class SecretsReporter implements Reporter {
  onTestEnd(test: TestCase, result: TestResult): void {
    const names = [...test.annotations, ...(result.annotations ?? [])]
      .filter(a => a.type === SECRETS_ANNOTATION)
      .flatMap(a => (a.description ?? '').split(','))
      .map(s => s.trim())
      .filter(Boolean);
    // The runner's environment is the workers': the values the test resolved are here too.
    const secrets = secretForms(names.map(name => process.env[name]));
    if (!secrets.length)
      return;
    maskResult(result, secrets);
  }

  onEnd(_result: FullResult): void {}

  printsToStdio(): boolean {
    return false;
  }
}

/** Every spelling a value takes in what the browser and Playwright write: raw, URL- and form-encoded, JSON- and HTML-escaped. */
export function secretForms(values: readonly (string | undefined)[]): string[] {
  const forms = new Set<string>();
  for (const value of values) {
    // Very short values would mask unrelated text; the redactor of the run draws the same line.
    if (!value || value.length < 3)
      continue;
    forms.add(value);
    forms.add(encodeURIComponent(value));
    forms.add(encodeURIComponent(value).replace(/%20/g, '+'));
    forms.add(JSON.stringify(value).slice(1, -1));
    forms.add(value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;'));
  }
  return [...forms].sort((a, b) => b.length - a.length);
}

/** Rewrites the result in place: errors, output, inline attachments, and attachment files on disk. */
export function maskResult(result: TestResult, secrets: readonly string[]): void {
  const text = (value: string) => maskText(value, secrets);
  for (const error of result.errors)
    maskError(error, text);
  for (const step of result.steps)
    maskStep(step, text);
  result.stdout.forEach((chunk, i) => (result.stdout[i] = typeof chunk === 'string' ? text(chunk) : maskBytes(chunk, secrets)));
  result.stderr.forEach((chunk, i) => (result.stderr[i] = typeof chunk === 'string' ? text(chunk) : maskBytes(chunk, secrets)));
  for (const attachment of result.attachments) {
    if (attachment.body)
      attachment.body = maskBytes(attachment.body, secrets);
    if (attachment.path)
      maskFile(attachment.path, secrets);
  }
}

/** A file masked in place; a zip (a trace) entry by entry. */
export function maskFile(file: string, secrets: readonly string[]): void {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    return;
  }
  if (bytes.subarray(0, 4).equals(ZIP_MAGIC)) {
    const zip = new AdmZip(bytes);
    let changed = false;
    for (const entry of zip.getEntries()) {
      const data = entry.getData();
      const masked = maskBytes(data, secrets);
      if (masked !== data) {
        entry.setData(masked);
        changed = true;
      }
    }
    if (changed)
      writeFileSync(file, zip.toBuffer());
    return;
  }
  const masked = maskBytes(bytes, secrets);
  if (masked !== bytes)
    writeFileSync(file, masked);
}

export function maskText(value: string, secrets: readonly string[]): string {
  let out = value;
  for (const secret of secrets)
    out = out.split(secret).join(MASK);
  return out;
}

/** The same buffer when nothing matched, so callers can tell. */
export function maskBytes(bytes: Buffer, secrets: readonly string[]): Buffer {
  let out = bytes;
  for (const secret of secrets) {
    const needle = Buffer.from(secret, 'utf8');
    let at = out.indexOf(needle);
    if (at < 0)
      continue;
    const parts: Buffer[] = [];
    let from = 0;
    while (at >= 0) {
      parts.push(out.subarray(from, at), MASK_BYTES);
      from = at + needle.length;
      at = out.indexOf(needle, from);
    }
    parts.push(out.subarray(from));
    out = Buffer.concat(parts);
  }
  return out;
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const MASK_BYTES = Buffer.from(MASK);

interface ErrorLike { message?: string; stack?: string; value?: string; snippet?: string; cause?: ErrorLike }

function maskError(error: ErrorLike, text: (value: string) => string): void {
  if (error.message) error.message = text(error.message);
  if (error.stack) error.stack = text(error.stack);
  if (error.value) error.value = text(error.value);
  if (error.snippet) error.snippet = text(error.snippet);
  if (error.cause) maskError(error.cause, text);
}

function maskStep(step: TestResult['steps'][number], text: (value: string) => string): void {
  (step as { title: string }).title = text(step.title);
  if (step.error)
    maskError(step.error, text);
  for (const child of step.steps)
    maskStep(child, text);
}
