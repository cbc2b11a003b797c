/** Annotation types specwright's fixtures write and its reporters read; no imports, so a test loads nothing else for them. */

/** The annotation a test carries naming (never holding) the environment variables whose values are secret. */
export const SECRETS_ANNOTATION = 'specwright-secrets';
