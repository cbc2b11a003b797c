/** A free TCP port picked synchronously, for Playwright configs (evaluated synchronously in every worker). */
import { execFileSync } from 'node:child_process';

const PICK = "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";

/**
 * Returns `process.env[name]` if set; otherwise picks a free port and stores it there, so the
 * workers Playwright forks (which inherit the runner's environment) agree on the same port.
 */
export function sharedPort(name: string): number {
  const existing = process.env[name];
  if (existing && /^\d+$/.test(existing))
    return Number(existing);
  const port = execFileSync(process.execPath, ['-e', PICK], { encoding: 'utf8' }).trim();
  process.env[name] = port;
  return Number(port);
}
