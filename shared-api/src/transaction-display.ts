/** How a transaction reads in lists and cards: its sign and its type's label (spec §9, decisions §1). */
import type { Transaction, TransactionType } from './types';

/** Types that add to the wallet; every other type takes from it. */
const creditTypes: ReadonlySet<TransactionType> = new Set([
  'deposit',
  'bonus',
  'earnings',
  'capital_return',
  'reversal',
]);

/**
 * `+` for deposit, bonus, earnings, capital return and reversal; `-` for withdrawal and charges, and for a
 * plan an admin bought from the user's wallet (a deposit paid with `wallet`: money left the balance).
 */
export const transactionSign = ({
  type,
  payment_method,
}: Pick<Transaction, 'type' | 'payment_method'>): '+' | '-' =>
  creditTypes.has(type) && !(type === 'deposit' && payment_method === 'wallet') ? '+' : '-';

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
