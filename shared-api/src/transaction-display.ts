/** How a transaction reads in lists and cards: its sign and its type's label (spec §9, decisions §1). */
import type { TransactionType } from './types';

/** Types that add to the wallet; every other type takes from it. */
const creditTypes: ReadonlySet<TransactionType> = new Set([
  'deposit',
  'bonus',
  'earnings',
  'capital_return',
  'reversal',
]);

/** `+` for deposit, bonus, earnings, capital return and reversal; `-` for withdrawal and charges. */
export const transactionSign = (type: TransactionType): '+' | '-' => (creditTypes.has(type) ? '+' : '-');

const typeLabels: Record<TransactionType, string> = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  bonus: 'Bonus',
  earnings: 'Earnings',
  charges: 'Charges',
  capital_return: 'Capital return',
  reversal: 'Reversal',
};

/** `capital_return` → `Capital return`. */
export const transactionTypeLabel = (type: TransactionType): string => typeLabels[type];
