import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../../server/config';
import { startExchangeServer } from '../../server/http-server';
import { createLogger } from '../../server/logger';
import { entryArguments, makeDataDir, SERVER_ENTRY } from './harness';

describe('server start', () => {
  it(
    'refuses to start on a bad configuration and names every bad variable',
    { timeout: 60_000 },
    async () => {
      const child = spawn(process.execPath, entryArguments(SERVER_ENTRY), {
        cwd: path.resolve(import.meta.dirname, '../..'),
        env: { ...process.env, PORT: 'eighty', INDEX_SOURCE: 'binance', WEB: 'off' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const [code] = (await once(child, 'exit')) as [number | null];
      expect(code).toBe(1);
      expect(stderr).toContain('Invalid server configuration');
      expect(stderr).toContain('PORT');
      expect(stderr).toContain('INDEX_SOURCE');
    },
  );

  it(
    'fails cleanly when the configured index feed cannot be reached',
    { timeout: 120_000 },
    async () => {
      const dataDir = await makeDataDir();
      const config = loadConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        WEB: 'off',
        DATA_DIR: dataDir,
        CANDLE_BACKFILL_DAYS: '0',
        INDEX_SOURCE: 'ws:ws://127.0.0.1:9/unreachable',
      });
      await expect(startExchangeServer({ config, log: createLogger('silent') })).rejects.toThrow();
      await rm(dataDir, { recursive: true, force: true });
    },
  );
});
