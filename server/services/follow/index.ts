import { FollowActions } from './follow-actions';
import { FollowCore, type FollowDeps } from './follow-service';
import { refreshAllLeadStats } from './lead-stats';

export { FollowCode } from './follow-errors';
export type { FollowDeps } from './follow-service';

/** How often follows left `stopping` are tried again, and the lead traders' figures refreshed. */
export const STOPPING_SWEEP_MS = 5_000;
export const STATS_REFRESH_MS = 60_000;

export interface CopyTrading {
  core: FollowCore;
  actions: FollowActions;
  /** On the process with the engine: catches up from the journal, then mirrors live. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** Copy trading (issue 17): the mirroring core, the actions the routes call, their background work. */
export function createCopyTrading(deps: FollowDeps): CopyTrading {
  const core = new FollowCore(deps);
  const actions = new FollowActions(core);
  const timers: NodeJS.Timeout[] = [];
  let background: Promise<void> | undefined;
  const run = (what: string, work: () => Promise<void>) => {
    if (background) return;
    background = work()
      .catch((error: unknown) => deps.log.warn({ err: error }, `copy trading ${what} failed`))
      .finally(() => (background = undefined));
  };
  return {
    core,
    actions,
    async start() {
      if (!deps.host()) return;
      await core.start();
      run('sweep', async () => {
        await actions.sweepStopping();
        await refreshAllLeadStats(deps.database, deps.host(), deps.now);
      });
      const every = (ms: number, what: string, work: () => Promise<void>) => {
        const t = setInterval(() => run(what, work), ms);
        t.unref();
        timers.push(t);
      };
      every(STOPPING_SWEEP_MS, 'sweep', () => actions.sweepStopping());
      every(STATS_REFRESH_MS, 'statistics', () =>
        refreshAllLeadStats(deps.database, deps.host(), deps.now),
      );
    },
    async stop() {
      for (const t of timers) clearInterval(t);
      timers.length = 0;
      await background;
      await core.stop();
    },
  };
}
