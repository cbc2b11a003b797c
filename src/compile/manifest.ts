/** The compile manifest: what each generated file was made from, so an unchanged spec costs one hash. */
import path from 'node:path';
import type { SpecError } from '../spec/model.ts';
import { readText, writeIfChanged } from './files.ts';

export interface ManifestEntry {
  /** Hash of the spec, the files it includes, and the compiler fingerprint. */
  key: string;
  /** Root-relative files the spec pulled in (includes); a change to any recompiles the spec. */
  deps: string[];
  /** Environment variables the spec's output depends on (`{{VAR}}` substituted at compile time). */
  env: string[];
  /** The spec has `run` steps: the registry's actions are part of its key. */
  registry: boolean;
  /** Compile errors of the spec, kept so an unchanged broken spec is still reported. */
  errors: SpecError[];
}

export interface Manifest {
  version: 1;
  entries: Record<string, ManifestEntry>;
}

const MANIFEST = '.manifest.json';

export function readManifest(outputDir: string): Manifest {
  const text = readText(path.join(outputDir, MANIFEST));
  if (text) {
    try {
      const parsed = JSON.parse(text) as Manifest;
      if (parsed.version === 1 && parsed.entries)
        return parsed;
    } catch {
      // A corrupt manifest only costs one full compile.
    }
  }
  return { version: 1, entries: {} };
}

/** Returns whether the manifest file changed. */
export function writeManifest(outputDir: string, manifest: Manifest): boolean {
  return writeIfChanged(path.join(outputDir, MANIFEST), JSON.stringify(manifest));
}
