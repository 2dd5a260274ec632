import { ConfigError, loadConfig } from './config';
import { startExchangeServer } from './http-server';
import { createLogger } from './logger';

/** `npm start`: one process, one port — the web app, the API and socket.io. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = createLogger(config.logLevel);
  process.on('uncaughtException', (error) => {
    log.fatal({ err: error }, 'uncaught exception');
    process.exit(1);
  });
  process.on('unhandledRejection', (reason) => {
    log.fatal({ err: reason }, 'unhandled rejection');
    process.exit(1);
  });

  const server = await startExchangeServer({ config, log });
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      log.warn({ signal }, 'second signal; exiting without waiting');
      process.exit(1);
    }
    stopping = true;
    log.info({ signal }, 'signal received');
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  console.log(`Exchange running at ${server.url}`);
}

void main().catch((error: unknown) => {
  console.error('Exchange failed to start:', error);
  process.exit(1);
});
