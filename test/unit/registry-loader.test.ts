/** Loading (seed 002 §4.4.1, §6.4): source priorities, conflicts, skipped files, extends merge table, packages, aliases, reload. */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { loadRegistry, validateActionCall } from '../../src/registry/index.ts';
import { tempTree } from './registry-support.ts';

const ns = (namespace: string, description: string, extra = '') => `namespace: ${namespace}
version: 1.0.0
${extra}actions:
  x:go:
    description: ${description}
    steps:
      - action: press
        args: { key: Tab }
`;

test('priority: builtin < package < global < project < env, each override reported with both paths', () => {
  const builtin = tempTree({ 'a.yaml': ns('p', 'builtin') });
  const home = tempTree({ '.specwright/actions/a.yaml': ns('p', 'global') });
  const project = tempTree({
    '.specwright/actions/a.yaml': ns('p', 'project'),
    'package.json': JSON.stringify({ dependencies: { 'specwright-actions-demo': '1.0.0' } }),
    'node_modules/specwright-actions-demo/package.json': JSON.stringify({ name: 'specwright-actions-demo' }),
    'node_modules/specwright-actions-demo/actions/a.yaml': ns('p', 'package'),
  });
  const envDir = tempTree({ 'a.yaml': ns('p', 'env') });
  const load = (env: Record<string, string>) => loadRegistry({ builtin, home, cwd: project, env });

  const all = load({ SPECWRIGHT_ACTIONS_PATH: envDir });
  expect(all.registry.find('p:x:go')?.description).toBe('env');
  const overrides = all.diagnostics.filter(d => d.code === 'ACTION_OVERRIDDEN');
  expect(overrides.map(d => d.message.match(/\((\w+)\); the (\w+) one/)!.slice(1).join('→'))).toEqual(['builtin→package', 'package→global', 'global→project', 'project→env']);
  expect(overrides.every(d => d.severity === 'info' && d.location?.file)).toBe(true);

  expect(load({}).registry.find('p:x:go')?.description).toBe('project');
  expect(load({}).registry.find('p:x:go')?.sourcePath).toBe(path.join(project, '.specwright/actions/a.yaml'));
});

test('same-level conflict is a warning naming both files; the later file (sorted) wins', () => {
  const dir = tempTree({ 'a.yaml': ns('c', 'first'), 'b.yaml': ns('c', 'second') });
  const { registry, diagnostics } = loadRegistry({ builtin: false, home: tempTree({}), cwd: dir, env: {}, paths: [dir] });
  const conflict = diagnostics.find(d => d.code === 'ACTION_CONFLICT');
  expect(conflict).toMatchObject({ severity: 'warning', action: 'c:x:go', location: { file: path.join(dir, 'b.yaml'), line: 4, column: 3 } });
  expect(conflict!.message).toContain(path.join(dir, 'a.yaml'));
  expect(registry.find('c:x:go')?.description).toBe('second');
});

test('a broken file is skipped and reported, the others still load', () => {
  const dir = tempTree({ 'bad.yaml': 'namespace: [\n', 'good.yaml': ns('g', 'ok') });
  const { registry, diagnostics } = loadRegistry({ builtin: false, home: tempTree({}), cwd: dir, env: {}, paths: [dir] });
  expect(registry.find('g:x:go')).toBeDefined();
  expect(diagnostics.find(d => d.code === 'FILE_SKIPPED')?.location?.file).toBe(path.join(dir, 'bad.yaml'));
  expect(diagnostics.some(d => d.code === 'YAML_PARSE_ERROR')).toBe(true);
});

test('missing explicit sources and packages are reported, not silent', () => {
  const dir = tempTree({});
  const { diagnostics } = loadRegistry({ builtin: false, home: dir, cwd: dir, env: { SPECWRIGHT_ACTIONS_PATH: path.join(dir, 'nope') }, packages: ['specwright-actions-missing'] });
  expect(diagnostics.map(d => d.code).sort()).toEqual(['PACKAGE_NOT_FOUND', 'SOURCE_MISSING']);
});

test('config files add paths and packages; a package may point at its folders with specwright.actions', () => {
  const project = tempTree({
    '.specwright/config.yaml': 'actions:\n  paths: [./more]\n  packages: [company-widgets]\n',
    'more/m.yaml': ns('more', 'from config path'),
    'node_modules/company-widgets/package.json': JSON.stringify({ name: 'company-widgets', specwright: { actions: 'defs' } }),
    'node_modules/company-widgets/defs/w.yaml': ns('widgets', 'from package'),
  });
  const { registry, diagnostics } = loadRegistry({ builtin: false, home: tempTree({}), cwd: project, env: {} });
  expect(diagnostics.filter(d => d.severity !== 'info')).toEqual([]);
  expect(registry.find('more:x:go')?.description).toBe('from config path');
  expect(registry.find('widgets:x:go')?.description).toBe('from package');
});

test('extends merge table: namespace/version child, selectors shallow, actions by name, compatibility deep', () => {
  const dir = tempTree({
    'base.yaml': `namespace: base
version: 1.0.0
description: Base library
compatibility:
  version_meta: app-version
  version_overrides:
    "3.x": { selectors: { trigger: "css:.old-trigger", dialog: "css:.old-dialog" } }
selectors:
  trigger: "css:.trigger"
  dialog: "css:.dialog"
actions:
  d:open:
    description: base open
    params:
      a: { type: string, default: "A" }
    steps:
      - action: click
        args: { selector: "\${selectors.trigger}" }
  d:close:
    description: base close
    steps:
      - action: press
        args: { key: Escape }
`,
    'child.yaml': `namespace: child
version: 2.0.0
extends: ./base.yaml
compatibility:
  version_overrides:
    "3.x": { selectors: { trigger: "css:.child-old-trigger" } }
selectors:
  trigger: "css:.child-trigger"
actions:
  d:open:
    params:
      b: { type: string, default: "B" }
`,
  });
  const { registry, diagnostics } = loadRegistry({ builtin: false, home: tempTree({}), cwd: dir, env: {}, paths: [dir] });
  expect(diagnostics.filter(d => d.severity === 'error')).toEqual([]);
  const child = registry.namespaces.get('child')!;
  expect(child.version).toBe('2.0.0');
  expect(child.description).toBe('Base library');
  expect(child.selectors).toEqual({ trigger: 'css:.child-trigger', dialog: 'css:.dialog' });
  expect(child.compatibility?.versionMeta).toBe('app-version');
  expect(child.compatibility?.versionOverrides?.['3.x']?.selectors).toEqual({ trigger: 'css:.child-old-trigger', dialog: 'css:.old-dialog' });
  const open = registry.find('child:d:open')!;
  expect(Object.keys(open.params)).toEqual(['a', 'b']);
  expect(open.steps).toHaveLength(1);
  expect(open.description).toBe('base open');
  expect(registry.find('child:d:close')?.sourcePath).toBe(path.join(dir, 'base.yaml'));
  expect(registry.find('base:d:open')).toBeDefined();
});

test('extends by namespace name and by npm package; a missing parent is EXTENDS_NOT_FOUND', () => {
  const dir = tempTree({
    'node_modules/@acme/specwright-actions-ui/package.json': JSON.stringify({ name: '@acme/specwright-actions-ui' }),
    'node_modules/@acme/specwright-actions-ui/actions/ui.yaml': ns('acme', 'from npm'),
    'defs/a.yaml': ns('lib', 'lib action'),
    'defs/b.yaml': 'namespace: mine\nversion: 1.0.0\nextends: [lib, "@acme/specwright-actions-ui"]\nactions: {}\n',
    'defs/c.yaml': 'namespace: lost\nversion: 1.0.0\nextends: nowhere\nactions: {}\n',
  });
  const { registry, diagnostics } = loadRegistry({ builtin: false, home: tempTree({}), cwd: dir, env: {}, paths: [path.join(dir, 'defs')] });
  expect(registry.find('mine:x:go')?.description).toBe('from npm');
  expect(diagnostics.filter(d => d.code === 'EXTENDS_NOT_FOUND').map(d => d.location?.file)).toEqual([path.join(dir, 'defs/c.yaml')]);
});

test('deprecated and alias_of: lookups follow the alias and warn; call validation reports DEPRECATED', () => {
  const dir = tempTree({ 'a.yaml': `namespace: ui
version: 1.0.0
actions:
  dialog:open:
    params:
      trigger: { type: string, required: true }
    steps:
      - action: click
        args: { target: "\${params.trigger}" }
  dialog:show:
    deprecated: true
    deprecated_message: "use dialog:open"
    alias_of: dialog:open
  dialog:broken:
    alias_of: dialog:nowhere
` });
  const { registry, diagnostics } = loadRegistry({ builtin: false, home: tempTree({}), cwd: dir, env: {}, paths: [dir] });
  expect(diagnostics.filter(d => d.severity === 'error').map(d => d.code)).toEqual(['ALIAS_TARGET_MISSING']);
  const found = registry.lookup('ui:dialog:show')!;
  expect(found.action.fullName).toBe('ui:dialog:open');
  expect(found.warnings).toEqual(['ui:dialog:show is deprecated: use dialog:open']);
  expect(validateActionCall(registry, 'ui:dialog:show', {}).map(d => d.code)).toEqual(['DEPRECATED', 'PARAM_REQUIRED']);
});

test('validateActionCall: unknown action with nearest names, ambiguity, bad params', () => {
  const dir = tempTree({ 'a.yaml': ns('one', 'a'), 'b.yaml': ns('two', 'b') });
  const { registry } = loadRegistry({ builtin: false, home: tempTree({}), cwd: dir, env: {}, paths: [dir] });
  expect(validateActionCall(registry, 'one:x:og', {})[0]).toMatchObject({ code: 'ACTION_NOT_FOUND', suggestions: ['one:x:go'] });
  expect(validateActionCall(registry, 'x:go', {})[0]).toMatchObject({ code: 'ACTION_NOT_FOUND', suggestions: ['one:x:go', 'two:x:go'] });
  expect(validateActionCall(registry, 'one:x:go', { extra: 1 })[0]).toMatchObject({ code: 'PARAM_UNKNOWN' });
  expect(validateActionCall(registry, 'one:x:go', {})).toEqual([]);
});

test('reload picks up changed files and bumps the generation', () => {
  const dir = tempTree({ 'a.yaml': ns('r', 'before') });
  const { registry } = loadRegistry({ builtin: false, home: tempTree({}), cwd: dir, env: {}, paths: [dir] });
  const generation = registry.generation;
  writeFileSync(path.join(dir, 'a.yaml'), ns('r', 'after'));
  registry.reload();
  expect(registry.find('r:x:go')?.description).toBe('after');
  expect(registry.generation).toBe(generation + 1);
});

test('list and search: namespaces sorted, name hits before description hits', () => {
  const dir = tempTree({ 'a.yaml': ns('zeta', 'opens a dialog'), 'b.yaml': `namespace: alpha\nversion: 1.0.0\nactions:\n  dialog:open:\n    description: something\n    steps: []\n` });
  const { registry } = loadRegistry({ builtin: false, home: tempTree({}), cwd: dir, env: {}, paths: [dir] });
  expect(registry.list().map(n => n.namespace)).toEqual(['alpha', 'zeta']);
  expect(registry.list('zeta').map(n => n.actions.map(a => a.fullName))).toEqual([['zeta:x:go']]);
  expect(registry.search('dialog').map(a => a.fullName)).toEqual(['alpha:dialog:open', 'zeta:x:go']);
  expect(registry.search('nothing-like-it')).toEqual([]);
});

test('registry level: an unknown selector alias and a missing run target are errors at the step', () => {
  const dir = tempTree({ 'a.yaml': `namespace: s
version: 1.0.0
selectors:
  known: "#k"
actions:
  a:b:
    steps:
      - action: click
        args: { selector: "\${selectors.known}" }
      - action: click
        args: { selector: "\${selectors.unknwn}" }
      - action: run
        args: { action: s:a:c }
      - action: find
        args: { query: "Save button" }
` });
  const { diagnostics } = loadRegistry({ builtin: false, home: tempTree({}), cwd: dir, env: {}, paths: [dir] });
  expect(diagnostics.map(d => `${d.code}@${d.location?.line}:${d.location?.column}`)).toEqual(['UNKNOWN_SELECTOR@10:9', 'RUN_TARGET_MISSING@12:9']);
  expect(diagnostics[1].suggestions).toEqual(['s:a:b']);
});

test('a relative extends may not leave its source folder or read non-YAML files (path traversal)', () => {
  const outside = tempTree({ 'secret.yaml': 'namespace: secret\nversion: 1.0.0\nactions: {}\n' });
  const dir = tempTree({
    'b.yaml': 'namespace: b\nversion: 1.0.0\nextends: ./notes.txt\nactions: {}\n',
    'notes.txt': 'namespace: evil',
  });
  writeFileSync(path.join(dir, 'a.yaml'), `namespace: a\nversion: 1.0.0\nextends: ${path.relative(dir, path.join(outside, 'secret.yaml'))}\nactions: {}\n`);
  const { diagnostics } = loadRegistry({ builtin: false, home: tempTree({}), cwd: dir, env: {}, paths: [dir] });
  const blocked = diagnostics.filter(d => d.code === 'EXTENDS_NOT_FOUND');
  expect(blocked.map(d => path.basename(d.location!.file))).toEqual(['a.yaml', 'b.yaml']);
  expect(blocked.every(d => d.message.includes('must be .yaml/.yml inside'))).toBe(true);
});
