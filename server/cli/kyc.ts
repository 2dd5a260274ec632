/**
 * Operator command for KYC review, against the same data folder / DATABASE_URL as the server:
 *   npx tsx server/cli/kyc.ts list
 *   npx tsx server/cli/kyc.ts approve <userId> [level=1]
 *   npx tsx server/cli/kyc.ts reject <userId> [level=1]
 * With PGlite the server must be stopped first (one process per embedded database).
 */
import { desc, eq } from 'drizzle-orm';
import { KycService } from '../auth/kyc';
import { loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { kycSubmissions } from '../db/schema';

async function main(argv: string[]): Promise<number> {
  const [command, rawUser, rawLevel = '1'] = argv;
  const config = loadConfig();
  const database = await createDatabase(config);
  try {
    if (command === 'list') {
      const rows = await database.db
        .select({
          id: kycSubmissions.id,
          userId: kycSubmissions.userId,
          level: kycSubmissions.level,
          createdAt: kycSubmissions.createdAt,
        })
        .from(kycSubmissions)
        .where(eq(kycSubmissions.status, 'pending'))
        .orderBy(desc(kycSubmissions.createdAt));
      for (const row of rows)
        console.log(
          `user ${row.userId} level ${row.level} submitted ${row.createdAt.toISOString()}`,
        );
      if (rows.length === 0) console.log('no pending submissions');
      return 0;
    }
    const userId = Number(rawUser);
    const level = Number(rawLevel);
    if (
      (command !== 'approve' && command !== 'reject') ||
      !Number.isInteger(userId) ||
      (level !== 1 && level !== 2)
    ) {
      console.error('usage: kyc.ts list | approve <userId> [1|2] | reject <userId> [1|2]');
      return 2;
    }
    const kyc = new KycService(database, config.dataDir, false);
    const done = await kyc.review(userId, level, command === 'approve');
    console.log(
      done
        ? `user ${userId} level ${level}: ${command}d`
        : `user ${userId} has no pending level ${level} submission`,
    );
    return done ? 0 : 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
