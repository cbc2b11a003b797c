/**
 * Cases today's code gets wrong, by case key (`<project> › <spec path>`: a defect's id, `base` or
 * `corpus`, then the spec file), each with why. The integrity e2e test marks these `test.fail()`;
 * when a fix lands the case turns red as a "fixed" expected failure: delete its line here.
 */

export const knownWrong: Record<string, string> = {};
