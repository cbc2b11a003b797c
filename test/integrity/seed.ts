/** Seeds defects: copies the sample app once per defect and applies its patches, each asserted to apply exactly as stated. */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Defect, Patch } from './defects.ts';

export const appRoot = path.resolve(import.meta.dirname, '..', '..', 'fixtures', 'app');

/** Writes `<variantsDir>/<defect id>/` for every defect; throws naming the defect and file when a patch does not apply. */
export function seedVariants(defects: Defect[], variantsDir: string): void {
  rmSync(variantsDir, { recursive: true, force: true });
  mkdirSync(variantsDir, { recursive: true });
  for (const defect of defects) {
    const dir = path.join(variantsDir, defect.id);
    cpSync(appRoot, dir, { recursive: true });
    for (const patch of defect.patches) {
      const file = path.join(dir, patch.file);
      writeFileSync(file, applyPatch(readFileSync(file, 'utf8'), patch, defect.id));
    }
  }
}

/** The patched text; a `find` that occurs another number of times than expected is an error, never a silent no-op. */
export function applyPatch(text: string, patch: Patch, defectId: string): string {
  const expected = patch.count ?? 1;
  const found = text.split(patch.find).length - 1;
  if (found !== expected)
    throw new Error(`defect ${defectId}: ${patch.file}: expected ${expected} occurrence(s) of ${JSON.stringify(patch.find)}, found ${found}`);
  return text.split(patch.find).join(patch.replace);
}
