/**
 * Cases today's code gets wrong, by case key (`<project> › <spec path>:<scenario>`), each with why.
 * The integrity e2e test marks these `test.fail()`; when a fix lands the case turns red as a
 * "fixed" expected failure: delete its line here.
 */
export const knownWrong: Record<string, string> = {
};
