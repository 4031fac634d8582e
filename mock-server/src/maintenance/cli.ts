/**
 * `npm run maintenance`: storage tuning that must not run at start-up (see storage.ts), against the
 * server's database (DATABASE_URL, else the embedded one in DATA_DIR, which the running server must not
 * hold: stop it first). Migrates first, so it also works on a database no server has started on yet.
 */
import { loadConfigOrExit } from '../config';
import { createDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { tuneStorage } from './storage';

const config = loadConfigOrExit();
try {
  const handle = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(handle);
    console.log(`Maintenance on the ${handle.kind === 'postgres' ? 'PostgreSQL' : 'embedded'} database:`);
    for (const step of await tuneStorage(handle)) console.log(`  ${step.what}: ${step.seconds.toFixed(2)} s`);
  } finally {
    await handle.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
