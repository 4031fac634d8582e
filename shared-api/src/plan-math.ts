/**
 * Plan arithmetic without zod, so browser code can use it at run time (the contract re-exports it for the
 * server).
 */

/** Total paid back over the plan's life: daily returns for every day, plus the capital (in dollars). */
export const totalReturn = (amount: number, roi: number, duration: number): number =>
  Math.round(amount * 100 + ((amount * 100 * roi) / 100) * duration) / 100;
