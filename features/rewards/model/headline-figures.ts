import type { RewardsHeadline } from '../api/schemas';

/** A marketing figure and what it adds up: the vouchers of this many new-user tasks. */
export interface RewardsFigure {
  /** USDT, as the server's decimal text. */
  amount: string;
  tasks: number;
}

/**
 * The two figures of the server's headline, each with the count of the tasks it sums, so a page
 * can say where its figure comes from: every new-user task (home page) or the starter tasks,
 * signing up among them (sign-up page).
 */
export function headlineFigures(headline: RewardsHeadline): {
  allTasks: RewardsFigure;
  starterTasks: RewardsFigure;
} {
  return {
    allTasks: { amount: headline.total, tasks: headline.tasks.length },
    starterTasks: {
      amount: headline.signUpTotal,
      tasks: headline.tasks.filter((task) => task.tier === 'starter').length,
    },
  };
}
