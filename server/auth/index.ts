import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import { AuthFlows } from './auth-flows';
import { RecoveryFlows } from './recovery';
import { AuthenticatorService } from './authenticator';
import { CodeService } from './codes';
import { KycService } from './kyc';
import { RateLimiter } from './rate-limiter';
import { SessionService, TicketService } from './sessions';
import { SliderService } from './slider';
import { DevOutbox, RealTransport, type MessageTransport } from './transports';

/** Everything the user endpoints need, built once per server. */
export interface AuthModule {
  flows: AuthFlows;
  recovery: RecoveryFlows;
  sessions: SessionService;
  authenticator: AuthenticatorService;
  kyc: KycService;
  slider: SliderService;
  limiter: RateLimiter;
  /** Present only while development delivery is on. */
  outbox: DevOutbox | undefined;
  close(): void;
}

export function createAuthModule(
  config: Pick<ServerConfig, 'auth' | 'dataDir'>,
  database: Database,
  log: Logger,
  now: () => number,
): AuthModule {
  const outbox = config.auth.devDelivery ? new DevOutbox(now) : undefined;
  const real = outbox ? undefined : new RealTransport(config.auth, log);
  const transport: MessageTransport = outbox ?? (real as MessageTransport);
  if (outbox)
    log.warn('development delivery is on: verification codes go to /api/dev/outbox, not to users');
  const sessions = new SessionService(database, config.auth.sessionTtlMs, now);
  const authenticator = new AuthenticatorService(database, now);
  const limiter = new RateLimiter(now, config.auth.limitScale);
  const slider = new SliderService(now);
  const flowDeps = {
    database,
    codes: new CodeService(database, transport, now),
    sessions,
    tickets: new TicketService(database, now),
    authenticator,
    limiter,
    slider,
    log: log.child({ component: 'auth' }),
    now,
  };
  const flows = new AuthFlows(flowDeps);
  const recovery = new RecoveryFlows(flowDeps);
  const kyc = new KycService(database, config.dataDir, config.auth.kycAutoApprove);
  return {
    flows,
    recovery,
    sessions,
    authenticator,
    kyc,
    slider,
    limiter,
    outbox,
    close: () => real?.close(),
  };
}
