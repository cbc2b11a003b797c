/** The agent's conversation as the report shows it: masked Markdown, one section a turn. */

export interface TranscriptEntry {
  role: 'system' | 'user' | 'assistant' | 'tool';
  /** Already masked: the text as the model saw or wrote it. */
  text: string;
}

export function transcriptMarkdown(title: string, entries: readonly TranscriptEntry[]): string {
  const body = entries.map(entry => `### ${entry.role}\n\n${fence(entry.text)}`).join('\n\n');
  return `# ${title}\n\n${body}\n`;
}

/** A fence longer than any run of backticks inside, so the text cannot close it. */
function fence(text: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map(m => m[0].length));
  const ticks = '`'.repeat(longest + 1);
  return `${ticks}\n${text}\n${ticks}`;
}
