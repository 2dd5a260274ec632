import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { tourStates } from '../../db/schema';
import {
  TOUR_STATUSES,
  TOUR_STEPS,
  type WireTourState,
  type WireTourUpdateInput,
} from '../../../lib/contract/wire/rewards';
import { wordOf } from '../../../lib/contract/wire/words';

export { TOUR_STATUSES, TOUR_STEPS };

/** The futures screen's five-step guided tour (spec §2). */

/** Whether the tour shows, per user, remembered on the server. */
export class TourService {
  constructor(
    private readonly database: Database,
    private readonly now: () => number,
  ) {}

  async get(userId: number): Promise<WireTourState> {
    const [row] = await this.database.db
      .select()
      .from(tourStates)
      .where(eq(tourStates.userId, userId));
    const status = wordOf(TOUR_STATUSES, row?.status ?? 'new', 'tour status');
    return {
      status,
      step: row?.step ?? 0,
      steps: TOUR_STEPS,
      show: status === 'new' || status === 'seen',
      updatedAt: row?.updatedAt ?? null,
    };
  }

  async update(userId: number, input: WireTourUpdateInput): Promise<WireTourState> {
    const values = {
      status: input.status,
      step: input.status === 'new' ? 0 : input.step,
      updatedAt: this.now(),
    };
    await this.database.db
      .insert(tourStates)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: tourStates.userId, set: values });
    return this.get(userId);
  }
}
