import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * The Nu HTML checker from the vnu-jar package, run on the machine's own Java (Debian's
 * default-jre-headless; .ci/run installs it): package.json's allowScripts keeps the package's
 * install step from downloading a Java of its own.
 */
const VNU_JAR = path.join(path.dirname(require.resolve('vnu-jar/package.json')), 'build', 'dist', 'vnu.jar');

export interface ServedPage {
  /** The address it was served at, which the report names it by. */
  address: string;
  html: string;
}

interface NuMessage {
  type: 'error' | 'info' | 'non-document-error';
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/**
 * Every page's errors by the checker's rules (warnings left out), as "line N: message (extract)",
 * keyed by address; a page without errors is not in the answer. All pages go to one run, since the
 * checker's Java takes seconds to start.
 */
export async function nuHtmlErrors(pages: ServedPage[]): Promise<Record<string, string[]>> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'highland-vnu-'));
  try {
    const files = new Map<string, string>();
    await Promise.all(
      pages.map(async (page, index) => {
        const file = path.join(folder, `page-${index}.html`);
        files.set(`page-${index}.html`, page.address);
        await writeFile(file, page.html);
      }),
    );
    // --exit-zero-always: the report, not the exit status, says what is wrong, and where.
    const { stdout } = await promisify(execFile)(
      'java',
      ['-jar', VNU_JAR, '--format', 'json', '--errors-only', '--exit-zero-always', '--stdout', ...[...files.keys()].map((name) => path.join(folder, name))],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stdout) as { messages: NuMessage[] };
    const errors: Record<string, string[]> = {};
    for (const message of messages.filter((each) => each.type !== 'info')) {
      const address = files.get(path.basename(message.url ?? '')) ?? message.url ?? 'the checker itself';
      const extract = message.extract ? ` (${message.extract.trim()})` : '';
      (errors[address] ??= []).push(`line ${message.lastLine ?? '?'}: ${message.message}${extract}`);
    }
    return errors;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
