import { createClient } from 'redis';
import { MemorySignatureReplays, RedisSignatureReplays } from '../api/signature-replay';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { ListingService } from '../listing/listing-service';
import { listingOperatorHandler } from '../listing/operator-routes';
import { SupportService } from '../support/support-service';
import { supportOperatorHandler } from '../support/operator-routes';
import type { Logger } from '../logger';
import { developmentEncryptionKey, SecretBox } from './api-key-crypto';
import { ApiKeyService } from './api-keys';
import { AntiPhishingMail, AntiPhishingService } from './anti-phishing';
import { AuthFlows } from './auth-flows';
import { RecoveryFlows } from './recovery';
import { SecurityChanges } from './security-changes';
import { SecurityFlows } from './security-flows';
import { SecurityNotices } from './security-notices';
import { StepUpService } from './step-up';
import { AuthenticatorService } from './authenticator';
import { CodeService } from './codes';
import { KycService } from './kyc';
import { startOperatorChannel, type OperatorChannel } from './operator-channel';
import { LoginGuard } from './login-guard';
import { LoginHistory } from './login-history';
import { MemoryHitStore, RateLimiter, RedisHitStore } from './rate-limiter';
import { SessionService } from './sessions';
import { TicketService } from './tickets';
import { SliderService } from './slider';
import { DevOutbox, RealTransport, type MessageTransport } from './transports';

/** Everything the user endpoints need, built once per server. */
export interface AuthModule {
  flows: AuthFlows;
  recovery: RecoveryFlows;
  /** Security changes behind a step-up: authenticator, password, e-mail or phone. */
  security: SecurityFlows;
  /** The step-up every security change names (password and second factor again). */
  stepUps: StepUpService;
  /** Security notices to the owner (log-ins, changes, withdrawals, API keys). */
  notices: SecurityNotices;
  sessions: SessionService;
  authenticator: AuthenticatorService;
  kyc: KycService;
  /** Listing applications (public form, operator answers); it mails through the same delivery. */
  listing: ListingService;
  /** Support tickets (the help centre's contact form, operator answers by e-mail). */
  support: SupportService;
  slider: SliderService;
  /** Users' API keys and the signed requests made with them. */
  apiKeys: ApiKeyService;
  /** Each user's successful log-ins (user/login/history). */
  loginHistory: LoginHistory;
  /** The code that heads every e-mail to a user who set one. */
  antiPhishing: AntiPhishingService;
  limiter: RateLimiter;
  /** Present only while development delivery is on. */
  outbox: DevOutbox | undefined;
  /** The operator's socket in the data folder (KYC review while the server runs). */
  operator: OperatorChannel;
  close(): void;
}

export function createAuthModule(
  config: Pick<ServerConfig, 'auth' | 'dataDir' | 'redisUrl'>,
  database: Database,
  log: Logger,
  now: () => number,
): AuthModule {
  const outbox = config.auth.devDelivery ? new DevOutbox(now) : undefined;
  const real = outbox ? undefined : new RealTransport(config.auth, log);
  const antiPhishing = new AntiPhishingService(database);
  // Every e-mail, whoever sends it, carries the recipient's anti-phishing code when one is set.
  const transport: MessageTransport = new AntiPhishingMail(
    outbox ?? (real as MessageTransport),
    (email) => antiPhishing.codeForEmail(email),
  );
  if (outbox)
    log.warn('development delivery is on: verification codes go to /api/dev/outbox, not to users');
  const sessions = new SessionService(database, config.auth.sessionTtlMs, now);
  const authenticator = new AuthenticatorService(database, now);
  if (config.auth.sliderTestSecret && !outbox) {
    // The seam lets whoever holds the secret pass the slider: only where codes are public anyway.
    throw new Error(
      'SLIDER_TEST_SECRET is for tests only: it needs DEV_DELIVERY=on and no real delivery',
    );
  }
  // Several processes share one Redis: the limits and locks are then the same on every process.
  const redis = config.redisUrl ? createClient({ url: config.redisUrl }) : undefined;
  if (redis) {
    redis.on('error', (error: unknown) => log.error({ err: error }, 'rate limiter redis error'));
    void redis.connect().catch((error: unknown) => log.error({ err: error }, 'rate limiter redis'));
  }
  const limiter = new RateLimiter(
    now,
    config.auth.limitScale,
    redis ? new RedisHitStore(redis) : new MemoryHitStore(),
  );
  const slider = new SliderService(now, limiter, { testSecret: config.auth.sliderTestSecret });
  const loginHistory = new LoginHistory(database, now);
  const apiKeys = new ApiKeyService(
    database,
    new SecretBox(config.auth.apiKeyEncryptionKey ?? developmentKey(config.dataDir, log)),
    now,
    log.child({ component: 'api-keys' }),
    undefined,
    // A signed change sent again to another process is refused there too.
    redis ? new RedisSignatureReplays(redis) : new MemorySignatureReplays(),
  );
  const authLog = log.child({ component: 'auth' });
  // The notices head their e-mails with the owner's code themselves (the old address of a
  // changed e-mail no longer names the user), so they take the bare transport.
  const notices = new SecurityNotices(database, outbox ?? (real as MessageTransport), now, authLog);
  const stepUps: StepUpService = new StepUpService(
    database,
    limiter,
    (userId: number, code: string): Promise<void> => flows.verifyCommon(userId, code),
    now,
    authLog,
  );
  const changes = new SecurityChanges({
    database,
    sessions,
    apiKeys,
    stepUps,
    notices,
    now,
    log: authLog,
  });
  const flowDeps = {
    database,
    codes: new CodeService(database, transport, now),
    sessions,
    loginHistory,
    tickets: new TicketService(database, now),
    authenticator,
    limiter,
    guard: new LoginGuard(limiter, now),
    slider,
    notices,
    changes,
    log: authLog,
    now,
    passwordHashCost: config.auth.passwordHashCost,
  };
  const flows: AuthFlows = new AuthFlows(flowDeps);
  const recovery = new RecoveryFlows(flowDeps);
  const security = new SecurityFlows(flowDeps);
  const kyc = new KycService(database, config.dataDir, config.auth.kycAutoApprove);
  const listing = new ListingService({
    database,
    mail: transport,
    limiter,
    log: log.child({ component: 'listing' }),
    now,
  });
  const support = new SupportService({
    database,
    mail: transport,
    limiter,
    log: log.child({ component: 'support' }),
    now,
  });
  const operator = startOperatorChannel({
    dataDir: config.dataDir,
    kyc,
    handlers: [listingOperatorHandler(listing), supportOperatorHandler(support)],
    log,
  });
  return {
    flows,
    recovery,
    security,
    stepUps,
    notices,
    sessions,
    authenticator,
    kyc,
    listing,
    support,
    slider,
    apiKeys,
    loginHistory,
    antiPhishing,
    limiter,
    outbox,
    operator,
    close: () => {
      real?.close();
      void operator.close();
      redis?.destroy();
    },
  };
}

/** Without API_KEY_ENCRYPTION_KEY (allowed outside production posture only, config.ts). */
function developmentKey(dataDir: string, log: Logger): string {
  const { keyHex, created } = developmentEncryptionKey(dataDir);
  log.warn(
    { created },
    'API_KEY_ENCRYPTION_KEY is not set: API-key secrets are encrypted with a development key kept in the data folder',
  );
  return keyHex;
}
