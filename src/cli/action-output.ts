/** How `specwright action` prints: text for people, `--json` for tools. Everything printed is already redacted. */
import type { ErrorCode } from '../common/codes.ts';
import { formatDiagnostic, type ActionDefinition, type ActionInfo, type ActionResult, type Diagnostic, type NamespaceInfo } from '../registry/index.ts';

export function printList(namespaces: NamespaceInfo[], json: boolean): void {
  if (json)
    return out(JSON.stringify(namespaces, null, 2));
  for (const ns of namespaces) {
    out(`${ns.namespace} ${ns.version}${ns.description ? ` — ${ns.description}` : ''}`);
    for (const a of ns.actions)
      out(`  ${a.fullName.padEnd(28)} ${a.deprecated ? '(deprecated) ' : ''}${a.aliasOf ? `→ ${a.aliasOf} ` : ''}${a.description}`);
  }
}

export function printSearch(hits: ActionInfo[], json: boolean): void {
  if (json)
    return out(JSON.stringify(hits, null, 2));
  if (!hits.length)
    return out('no matching actions');
  for (const a of hits)
    out(`${a.fullName.padEnd(28)} ${a.description}`);
}

export function printDescribe(action: ActionDefinition, warnings: string[], json: boolean): void {
  if (json) {
    const params = Object.fromEntries(Object.entries(action.params).map(([k, p]) => [k, p.secret && p.default !== undefined ? { ...p, default: '***' } : p]));
    return out(JSON.stringify({ ...action, params, warnings }, null, 2));
  }
  out(`${action.fullName}${action.deprecated ? ' (deprecated)' : ''}`);
  if (action.description)
    out(`  ${action.description}`);
  for (const w of warnings)
    out(`  warning: ${w}`);
  out(`  source: ${action.sourcePath}${action.location ? `:${action.location.line}:${action.location.column}` : ''}`);
  out('  params:');
  for (const [name, p] of Object.entries(action.params)) {
    const extra = [p.required ? 'required' : '', p.default !== undefined ? `default ${p.secret ? '***' : JSON.stringify(p.default)}` : '', p.values ? `one of ${p.values.join('|')}` : '', p.secret ? 'secret' : ''].filter(Boolean).join(', ');
    out(`    --${name} <${p.type}>${extra ? ` (${extra})` : ''}${p.description ? ` ${p.description}` : ''}`);
  }
  out('  steps:');
  action.steps.forEach((s, i) => out(`    ${i + 1}. ${s.action} ${JSON.stringify(s.args)}${s.when ? ` when ${s.when}` : ''}${s.fallback ? ` (+${s.fallback.length} fallback)` : ''}`));
  if (Object.keys(action.returns).length)
    out(`  returns: ${JSON.stringify(action.returns)}`);
}

export function printResult(result: ActionResult, mode: 'run' | 'dry-run' | 'debug', json: boolean): void {
  if (json)
    return out(JSON.stringify(result, null, 2));
  if (mode === 'dry-run')
    for (const p of result.plan ?? [])
      out(`${'  '.repeat(p.path.split('.').length - 1)}${p.path}. ${p.action} ${JSON.stringify(p.args)}${p.when ? ` when ${p.when.expression} → ${p.when.value}` : ''}${p.selector ? ` [${p.selector.candidates.join(' | ')}]` : ''}`);
  for (const w of result.warnings)
    out(`warning: ${w}`);
  if (result.success) {
    out(`ok (${result.durationMs}ms)${result.data && Object.keys(result.data).length ? ` ${JSON.stringify(result.data)}` : ''}`);
    return;
  }
  const e = result.error!;
  const where = e.location ? `${e.location.file}:${e.location.line}:${e.location.column} ` : '';
  process.stderr.write(`${where}${e.code}: ${e.action}${e.step !== undefined ? ` step ${e.step} (${e.stepAction})` : ''}: ${e.message}${e.suggestion ? ` (${e.suggestion})` : ''}\n`);
}

function out(line: string): void {
  process.stdout.write(`${line}\n`);
}

/** `validate`: each diagnostic, then a count; JSON `{ valid, files, errors, warnings, diagnostics }`. */
export function printValidation(files: string[], diagnostics: Diagnostic[], json: boolean): void {
  const errors = diagnostics.filter(d => d.severity === 'error').length;
  if (json)
    return out(JSON.stringify({ valid: errors === 0, files, errors, warnings: diagnostics.filter(d => d.severity === 'warning').length, diagnostics }, null, 2));
  for (const d of diagnostics)
    out(formatDiagnostic(d));
  out(errors ? `${errors} error(s)` : `${files.length} file(s) valid`);
}

/** `reload`: what loaded and every diagnostic; JSON `{ success, actions, namespaces, files, diagnostics }`. */
export function printReload(counts: { actions: number; namespaces: number; files: number }, diagnostics: Diagnostic[], json: boolean): void {
  if (json)
    return out(JSON.stringify({ success: !diagnostics.some(d => d.severity === 'error'), ...counts, diagnostics }, null, 2));
  for (const d of diagnostics)
    out(formatDiagnostic(d));
  out(`loaded ${counts.actions} actions in ${counts.namespaces} namespaces from ${counts.files} files`);
}

/** A failure before anything ran (unknown name, bad usage): text on stderr, or `{ error: { code, message, suggestions? } }` on stdout. */
export function printError(error: { code: ErrorCode; message: string; suggestions?: string[] }, json: boolean): void {
  if (json)
    return out(JSON.stringify({ error: { code: error.code, message: error.message, ...(error.suggestions?.length ? { suggestions: error.suggestions } : {}) } }));
  process.stderr.write(`specwright action: ${error.message}\n`);
}
