// Test-only: runs the real `openssl` binary on temp files.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function withTempDir<T>(work: (file: (name: string, content: string | Buffer) => string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'envelope-openssl-'));
  try {
    return work((name, content) => {
      const file = path.join(dir, name);
      writeFileSync(file, content);
      return file;
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function openssl(args: string[], input?: string | Buffer): Buffer {
  return execFileSync('openssl', args, { input, stdio: ['pipe', 'pipe', 'pipe'] });
}

/** The `-K` argument: hex of the key's UTF-8 bytes. */
export const hexKey = (key: string) => Buffer.from(key, 'utf8').toString('hex');
