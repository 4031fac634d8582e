/**
 * A password for a command, never from its arguments (they show in `ps` and in shell history): typed at a
 * hidden prompt, twice, when standard input is a terminal; otherwise the first line of standard input
 * (`printf '%s\n' "$PASSWORD" | npm run create-admin -- ...`).
 */
import { stderr, stdin } from 'node:process';

const readAllOfStdin = async (): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
};

/** One line typed without echo; Ctrl-C or Ctrl-D gives up. */
const promptHidden = (question: string): Promise<string> =>
  new Promise((resolve, reject) => {
    stderr.write(question);
    let typed = '';
    const finish = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      stderr.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (data: Buffer) => {
      for (const character of data.toString('utf8')) {
        if (character === '\r' || character === '\n') return finish();
        if (character === '\u0003' || character === '\u0004') return finish(new Error('Cancelled.'));
        if (character === '\u007f' || character === '\b') typed = typed.slice(0, -1);
        else typed += character;
      }
    };
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', onData);
  });

export const readPassword = async (): Promise<string> => {
  if (!stdin.isTTY) return (await readAllOfStdin()).split(/\r?\n/, 1)[0] ?? '';
  const first = await promptHidden('Password: ');
  const again = await promptHidden('Repeat the password: ');
  if (first !== again) throw new Error('The two passwords differ.');
  return first;
};
