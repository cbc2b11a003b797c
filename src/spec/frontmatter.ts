/** Markdown front matter: YAML validated by the zod schema, errors at the front matter's own lines. */
import { parseDocument } from 'yaml';
import type { Root } from 'mdast';
import type { SpecError } from './model.ts';
import { FRONT_MATTER_SCHEMA, splitCustomKeys, type SpecMeta } from './schema.ts';
import type { SourceIndex } from './source.ts';
import { keyOffset, schemaErrors, yamlSyntaxErrors } from './yaml-errors.ts';

/** Reads the front matter of `tree` (if any). Invalid front matter yields errors and empty metadata. */
export function readFrontMatter(tree: Root, index: SourceIndex, errors: SpecError[]): SpecMeta {
  const node = tree.children[0];
  if (node?.type !== 'yaml' || node.position?.start.offset === undefined) return {};
  // The YAML text starts on the line after the opening `---`; offsets into it map back to the file.
  const firstLineEnd = index.text.indexOf('\n', node.position.start.offset);
  const base = firstLineEnd < 0 ? node.position.start.offset : firstLineEnd + 1;
  const locate = (offset: number) => index.locate(base + offset);
  const doc = parseDocument(node.value, { prettyErrors: false, logLevel: 'error' });
  if (doc.errors.length) {
    errors.push(...yamlSyntaxErrors(doc, locate, 'SPEC_FRONT_MATTER_INVALID'));
    return {};
  }
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: 100 }) ?? {};
  } catch (cause) {
    // yaml throws on alias bombs and similar; report, never let it escape parseSpec.
    errors.push({ code: 'SPEC_FRONT_MATTER_INVALID', message: `YAML: ${(cause as Error).message}`, location: locate(0) });
    return {};
  }
  const { known, labels, invalid } = splitCustomKeys(value);
  for (const { key, message } of invalid)
    errors.push({ code: 'SPEC_FRONT_MATTER_INVALID', message, location: locate(keyOffset(doc, [], key)) });
  const parsed = FRONT_MATTER_SCHEMA.safeParse(known);
  if (!parsed.success || invalid.length) {
    if (!parsed.success)
      errors.push(...schemaErrors(parsed.error.issues, doc, locate, 'SPEC_FRONT_MATTER_INVALID'));
    return {};
  }
  return Object.keys(labels).length ? { ...parsed.data, labels } : parsed.data;
}
