/** Lock files as text: stable, reviewable YAML out; validated YAML in, every problem a message with file:line. */
import { LineCounter, parseDocument, stringify, type Node } from 'yaml';
import { isFingerprint } from './fingerprint.ts';
import { LOCK_VERSION, type LockEntry, type LockFile, type LockScenario, type LockStep } from './model.ts';

export type Parsed = { ok: true; lock: LockFile } | { ok: false; message: string };

const HEADER = '# specwright lock file: how each step of the spec resolved. Written by the test run; review it like code.\n';

/** Scenarios and steps in spec order; keys of every object in a fixed order, so a diff shows only what changed. */
export function serializeLock(lock: LockFile): string {
  const scenarios = Object.entries(lock.scenarios).sort(([a, x], [b, y]) => x.line - y.line || a.localeCompare(b));
  const out = {
    version: lock.version,
    spec: lock.spec,
    scenarios: Object.fromEntries(scenarios.map(([name, scenario]) => [name, {
      line: scenario.line,
      steps: Object.fromEntries(Object.entries(scenario.steps).sort(([a, x], [b, y]) => x.line - y.line || a.localeCompare(b))
        .map(([text, step]) => [text, { line: step.line, hash: step.hash, calls: step.calls.map(ordered) }])),
    }])),
  };
  return HEADER + stringify(out, { lineWidth: 0, aliasDuplicateObjects: false });
}

/** The lock file's text, checked: a conflict marker, bad YAML or a wrong shape is a message naming `file:line`. */
export function parseLock(text: string, file: string): Parsed {
  const conflict = text.split('\n').findIndex(line => /^(<{7}|={7}|>{7})( |$)/.test(line));
  if (conflict >= 0)
    return { ok: false, message: `${file}:${conflict + 1}: merge conflict marker; resolve it, or delete the file and run the tests again to record a new one` };
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, uniqueKeys: true });
  if (doc.errors.length) {
    const error = doc.errors[0];
    return { ok: false, message: `${file}:${lines.linePos(error.pos[0]).line}: not valid YAML (${error.message.split('\n')[0]}); a half-written lock? delete it and run the tests again` };
  }
  const bad = (at: unknown[], what: string): Parsed => {
    const node = doc.getIn(at, true) as Node | undefined;
    return { ok: false, message: `${file}:${node?.range ? lines.linePos(node.range[0]).line : 1}: ${what}` };
  };
  let root: Record<string, unknown> | null;
  try {
    root = doc.toJSON() as Record<string, unknown> | null;
  } catch (error) {
    // Valid YAML that yaml refuses to expand (aliases nested into a resource-exhaustion bomb).
    return bad([], `not a lock file (${(error as Error).message}); delete it and run the tests again`);
  }
  if (!root || typeof root !== 'object' || Array.isArray(root))
    return bad([], 'a lock file is a map with version, spec and scenarios');
  if (root.version !== LOCK_VERSION)
    return bad(['version'], `lock format version ${JSON.stringify(root.version)}; this specwright reads version ${LOCK_VERSION}`);
  if (typeof root.spec !== 'string')
    return bad([], '"spec" must name the spec file');
  const scenarios = root.scenarios as Record<string, Partial<LockScenario>> | undefined;
  if (!scenarios || typeof scenarios !== 'object' || Array.isArray(scenarios))
    return bad(['scenarios'], '"scenarios" must be a map of scenario name to its steps');
  for (const [name, scenario] of Object.entries(scenarios)) {
    if (!scenario || typeof scenario.line !== 'number' || !scenario.steps || typeof scenario.steps !== 'object')
      return bad(['scenarios', name], `scenario ${JSON.stringify(name)}: needs line and steps`);
    for (const [text, step] of Object.entries(scenario.steps)) {
      const problem = stepProblem(step);
      if (problem)
        return bad(['scenarios', name, 'steps', text], `step ${JSON.stringify(text)}: ${problem}`);
    }
  }
  return { ok: true, lock: { version: LOCK_VERSION, spec: root.spec, scenarios: scenarios as Record<string, LockScenario> } };
}

function stepProblem(step: unknown): string | undefined {
  if (!step || typeof step !== 'object')
    return 'needs line, hash and calls';
  const s = step as Partial<LockStep>;
  if (typeof s.line !== 'number' || typeof s.hash !== 'string' || !Array.isArray(s.calls))
    return 'needs line, hash and calls';
  for (const call of s.calls) {
    const problem = entryProblem(call);
    if (problem)
      return problem;
  }
  return undefined;
}

function entryProblem(entry: unknown): string | undefined {
  if (!entry || typeof entry !== 'object')
    return 'a call must be a map';
  const e = entry as Record<string, unknown>;
  if (typeof e.tool !== 'string' || !e.args || typeof e.args !== 'object')
    return 'a call needs tool and args';
  if (Array.isArray(e.actions))
    return e.actions.map(actionProblem).find(Boolean);
  if (Array.isArray(e.steps))
    return typeof e.path === 'string' ? e.steps.map(actionStepProblem).find(Boolean) : `${e.tool}: needs path`;
  if (Array.isArray(e.reads))
    return e.reads.every(read => isFingerprint((read as { fingerprint?: unknown })?.fingerprint)) ? undefined : 'a read element needs a fingerprint';
  if (typeof e.locator !== 'string' || typeof e.selector !== 'string' || typeof e.path !== 'string')
    return `${e.tool}: needs locator, selector and path`;
  return isFingerprint(e.fingerprint) ? undefined : `${e.tool}: the fingerprint needs role, name, text, tag, attrs and place`;
}

/** A call of an `ai` step: one with an element record, or one that named none (all three of locator, selector and fingerprint absent). */
function actionProblem(entry: unknown): string | undefined {
  const e = entry as Record<string, unknown> | undefined;
  if (e && typeof e === 'object' && e.locator === undefined && e.selector === undefined && e.fingerprint === undefined && typeof e.tool === 'string' && !!e.args && typeof e.args === 'object')
    return typeof e.path === 'string' ? undefined : `${e.tool}: needs path`;
  return entryProblem(entry);
}

/** A registry action's step: its place and target, with a whole element record or none. */
function actionStepProblem(entry: unknown): string | undefined {
  const e = entry as Record<string, unknown> | undefined;
  if (!e || typeof e !== 'object' || typeof e.step !== 'string' || typeof e.target !== 'string')
    return 'a registry action step needs step and target';
  if (e.locator === undefined && e.selector === undefined && e.fingerprint === undefined)
    return undefined;
  if (typeof e.locator !== 'string' || typeof e.selector !== 'string')
    return `registry action step ${e.step}: needs locator and selector with its fingerprint`;
  return isFingerprint(e.fingerprint) ? undefined : `registry action step ${e.step}: the fingerprint needs role, name, text, tag, attrs and place`;
}

/** Keys in reading order: what ran, where, the element. */
function ordered(entry: LockEntry): Record<string, unknown> {
  const order = ['step', 'tool', 'args', 'path', 'target', 'locator', 'selector', 'healedFrom', 'fingerprint', 'actions', 'steps', 'reads'];
  const record = entry as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of order) {
    if (record[key] === undefined)
      continue;
    if (key === 'actions' || key === 'steps')
      out[key] = (record[key] as LockEntry[]).map(ordered);
    else if (key === 'fingerprint')
      out[key] = orderedPrint(record[key] as Record<string, unknown>);
    else
      out[key] = record[key];
  }
  return out;
}

function orderedPrint(print: Record<string, unknown>): Record<string, unknown> {
  const attrs = print.attrs as Record<string, string>;
  return { role: print.role, name: print.name, text: print.text, tag: print.tag, attrs: Object.fromEntries(Object.entries(attrs).sort(([a], [b]) => a.localeCompare(b))), place: print.place };
}
