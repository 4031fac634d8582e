/**
 * `npm run create-admin -- --username NAME --email ADDRESS`: creates an administrator on the configured
 * database (DATABASE_URL, else the embedded one in DATA_DIR), migrating it first. The password is read from
 * a hidden prompt or from standard input, never from the arguments. Decisions §3: the only way to create an
 * admin without another admin, and written to the audit log.
 */
import { parseArgs } from 'node:util';
import { loadConfigOrExit } from '../config';
import { createDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { CreateAdminError, createAdmin } from '../modules/users/create-admin';
import { readPassword } from './read-password';

const USAGE = 'Usage: npm run create-admin -- --username NAME --email ADDRESS (password on standard input)';

const readArguments = () => {
  try {
    // strict: an unknown option such as --password is refused, not ignored.
    return parseArgs({ options: { username: { type: 'string' }, email: { type: 'string' } }, strict: true })
      .values;
  } catch (error) {
    throw new CreateAdminError(`${error instanceof Error ? error.message : error}\n${USAGE}`);
  }
};

const main = async () => {
  const { username, email } = readArguments();
  if (!username || !email) throw new CreateAdminError(USAGE);
  const password = await readPassword();
  // A wrong configuration stops with one line, as the server does.
  const config = loadConfigOrExit();
  const handle = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(handle);
    const admin = await createAdmin(handle.db, { username, email, password });
    console.log(
      `Administrator ${admin.username} created (user #${admin.id}) on the ${handle.kind} database.`,
    );
  } finally {
    await handle.close();
  }
};

try {
  await main();
} catch (error) {
  console.error(error instanceof CreateAdminError ? error.message : error);
  process.exitCode = 1;
}
