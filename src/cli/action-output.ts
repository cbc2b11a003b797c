/** How `specwright action` prints: text for people, `--json` for tools. Everything printed is already redacted. */
import type { ActionDefinition, ActionInfo, ActionResult, NamespaceInfo } from '../registry/index.ts';

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
