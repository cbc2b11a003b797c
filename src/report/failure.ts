/** The message a failed step fails its test with: spec line, step text, code, what was tried (DESIGN.md §6). */
import path from 'node:path';
import type { ToolError } from '../common/result.ts';
import type { ToolCall } from '../common/calls.ts';
import type { CompiledStep } from '../compile/model.ts';
import type { Location } from '../common/location.ts';

/** Evidence is tool-defined; past this size it is cut, so one failure cannot flood the report. */
const MAX_EVIDENCE_CHARS = 2_000;

export interface FailureInput {
  step: CompiledStep;
  call: ToolCall;
  error: ToolError;
  /** Replaces secret values; applied to everything in the message. */
  redact: (text: string) => string;
  /** Paths are shown relative to this directory (the project root). */
  root?: string;
}

export function stepFailureMessage({ step, call, error, redact, root = process.cwd() }: FailureInput): string {
  const lines = [
    `${where(step.location, root)} step "${step.text}" failed: ${error.code}${step.includedFrom ? ` (included at ${where(step.includedFrom, root)})` : ''}`,
    `  ${error.message}`,
    `  action: ${call.tool}${targetOf(call)}`,
  ];
  if (error.selector)
    lines.push(`  locator: ${error.selector}${error.originalSelector && error.originalSelector !== error.selector ? ` (written as ${error.originalSelector})` : ''}`);
  const { nearest, ...evidence } = (error.evidence && typeof error.evidence === 'object' && !Array.isArray(error.evidence) ? error.evidence : { value: error.evidence }) as Record<string, unknown>;
  if (Array.isArray(nearest) && nearest.length)
    lines.push(`  did you mean: ${nearest.join(', ')}?`);
  if (error.evidence !== undefined && Object.keys(evidence).length)
    lines.push(`  tried:${evidenceText('value' in evidence && Object.keys(evidence).length === 1 ? evidence.value : evidence)}`);
  return redact(lines.join('\n'));
}

/** `specs/cart.md:12:4`, relative to the project root. */
export function where(location: Location, root = process.cwd()): string {
  const { file, line, column } = location;
  const shown = path.isAbsolute(file) ? path.relative(root, file) : file;
  return `${shown.split(path.sep).join('/')}:${line}:${column}`;
}

function targetOf(call: ToolCall): string {
  const target = call.args.target;
  if (typeof target === 'string')
    return ` on ${target}`;
  if (target && typeof target === 'object' && 'raw' in target)
    return ` on ${String(target.raw)}`;
  return '';
}

/** One line per top-level key, lists of words joined: readable in a terminal, an HTML report and Allure. */
function evidenceText(evidence: unknown): string {
  const text = evidence && typeof evidence === 'object' && !Array.isArray(evidence)
    ? Object.entries(evidence).filter(([, value]) => value !== undefined).map(([key, value]) => `\n    ${key}: ${compact(value)}`).join('')
    : ` ${compact(evidence)}`;
  return text.length > MAX_EVIDENCE_CHARS ? `${text.slice(0, MAX_EVIDENCE_CHARS)}… (${text.length} chars)` : text;
}

/** A list this long (the strategies a lookup tried) is shown by its first items and a count. */
const MAX_LIST_ITEMS = 8;

function compact(value: unknown): string {
  if (typeof value === 'string')
    return value;
  if (Array.isArray(value) && value.every(item => typeof item !== 'object' || item === null))
    return value.length > MAX_LIST_ITEMS ? `${value.slice(0, MAX_LIST_ITEMS).join(', ')}, … (${value.length} in all)` : value.join(', ');
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}
