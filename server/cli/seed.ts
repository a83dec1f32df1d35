/** `npm run db:seed`: writes whatever part of the demo data is missing. */
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../db/open.ts';
import { seedDemoData } from '../db/seed.ts';

try {
  const opened = await openConfiguredDatabase(loadConfig(), { seedWhenNew: false });
  const created = await seedDemoData(opened.database.db);
  await opened.close();
  process.stdout.write(`demo data: ${created.companies} companies and ${created.users} users added\n`);
} catch (error) {
  process.stderr.write(`error: ${(error as Error).message}\n`);
  process.exit(1);
}
