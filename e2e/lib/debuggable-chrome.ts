/**
 * The machine's Chromium (lib/chrome.ts) started with a DevTools port, for tools that attach to a running
 * browser instead of launching their own (Lighthouse): a fresh user-data folder, headless, none of the
 * background traffic that would show in a measured page load. `close()` ends it and removes the folder.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROME_FLAGS, chromePath } from './chrome.ts';

const START_TIMEOUT_MS = 30_000;
const CLOSE_TIMEOUT_MS = 10_000;

export interface DebuggableChrome {
  /** The DevTools port on 127.0.0.1. */
  port: number;
  /** The browser's full version (`Chrome/156.0.…`; the user agent only says 156.0.0.0). */
  version: string;
  close: () => Promise<void>;
}

const flags = [
  '--headless=new',
  ...CHROME_FLAGS,
  '--no-default-browser-check',
  // Port 0: Chromium picks a free one and writes it to <user-data-dir>/DevToolsActivePort.
  '--remote-debugging-port=0',
  '--remote-debugging-address=127.0.0.1',
];

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const exited = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/** The port Chromium wrote, or null while the file is missing or half written. */
const readPort = (userDataDir: string): number | null => {
  try {
    const port = Number(readFileSync(path.join(userDataDir, 'DevToolsActivePort'), 'utf8').split('\n')[0]);
    return Number.isInteger(port) && port > 0 ? port : null;
  } catch {
    return null;
  }
};

export const launchDebuggableChrome = async (): Promise<DebuggableChrome> => {
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'vestora-chrome-'));
  const child = spawn(chromePath(), [...flags, `--user-data-dir=${userDataDir}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4_000);
  });
  const gone = exited(child);

  const close = async (): Promise<void> => {
    child.kill('SIGTERM');
    const closed = await Promise.race([gone.then(() => true), delay(CLOSE_TIMEOUT_MS).then(() => false)]);
    if (!closed) {
      child.kill('SIGKILL');
      await gone;
    }
    rmSync(userDataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      rmSync(userDataDir, { recursive: true, force: true });
      throw new Error(`Chromium (${chromePath()}) exited while starting.\n${stderr}`);
    }
    const port = readPort(userDataDir);
    if (port !== null) {
      const about = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
        Browser: string;
      };
      return { port, version: about.Browser, close };
    }
    await delay(100);
  }
  await close();
  throw new Error(`Chromium did not open its DevTools port within ${START_TIMEOUT_MS} ms.\n${stderr}`);
};
