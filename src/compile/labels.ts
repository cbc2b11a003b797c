/** Spec metadata → Playwright test details: tags (`@smoke`) and annotations allure-playwright turns into labels. */
import type { SpecMetadata } from './model.ts';

export interface TestDetails {
  tag: string[];
  annotation: { type: string; description: string }[];
}

/**
 * allure-playwright 3 maps an annotation typed `allure.label.<name>` to the label `<name>` and
 * `description` to the test description, and every Playwright tag to a `tag` label; so static
 * details are enough and no runtime Allure call is needed. Spec metadata is the user's text, never
 * a resolved variable, so no secret can reach these labels.
 */
export function playwrightDetails(metadata: SpecMetadata, scenarioTags: readonly string[]): TestDetails {
  const tag = [...new Set([...metadata.tags, ...scenarioTags].map(toPlaywrightTag).filter(t => t.length > 1))];
  const annotation: TestDetails['annotation'] = [];
  if (metadata.description)
    annotation.push({ type: 'description', description: metadata.description });
  // Without it allure-playwright names the suite after the generated .spec.js file.
  if (metadata.file)
    annotation.push({ type: 'allure.label.suite', description: metadata.file });
  for (const name of ['feature', 'story', 'severity'] as const) {
    const value = metadata[name];
    if (value)
      annotation.push({ type: `allure.label.${name}`, description: value });
  }
  for (const [name, value] of Object.entries(metadata.labels ?? {}))
    annotation.push({ type: `allure.label.${name}`, description: value });
  return { tag, annotation };
}

/** Playwright tags must start with `@` and read best without spaces: `smoke test` → `@smoke-test`. */
export function toPlaywrightTag(tag: string): string {
  return '@' + tag.trim().replace(/^@/, '').replace(/\s+/g, '-');
}
