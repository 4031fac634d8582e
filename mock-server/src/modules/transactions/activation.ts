/**
 * What a confirmed deposit sets in motion: the plan it paid for starts, and the user who referred the
 * depositor, if any, receives 1% of the amount as a bonus. Runs inside the confirming transaction, which
 * confirms each deposit exactly once, so each of these happens exactly once per deposit.
 */
import type { TransactionRow } from '../../db/schema';
import { postLedgerEntry, type Trx } from '../ledger/ledger';
import { REFERRAL_PERCENT, referralBonusCents } from '../ledger/money';
import { termsOfDeposit } from '../plans/terms';
import { startUserPlan } from '../user-plans/service';
import { insertTransaction } from './repository';

/** The referrer of a user (not the user, not a deleted account), or undefined. */
export const findReferrer = async (trx: Trx, userId: number) => {
  const user = await trx
    .selectFrom('users')
    .select('referred_by')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user?.referred_by) return undefined;
  return trx
    .selectFrom('users')
    .select(['id', 'username'])
    .where('referral_id', '=', user.referred_by)
    .where('id', '<>', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
};

const payReferralBonus = async (trx: Trx, deposit: TransactionRow, decidedAt: Date) => {
  const referrer = await findReferrer(trx, deposit.user_id);
  const bonusCents = referralBonusCents(deposit.amount_cents);
  if (!referrer || bonusCents <= 0) return;
  const bonus = await insertTransaction(trx, {
    user_id: referrer.id,
    type: 'bonus',
    status: 'confirmed',
    amount_cents: bonusCents,
    related_id: deposit.id,
    reason: `Referral reward: ${REFERRAL_PERCENT}% of a plan bought by a user you referred.`,
    created_at: decidedAt,
    decided_at: decidedAt,
  });
  await postLedgerEntry(trx, { userId: referrer.id, transactionId: bonus.id, amountCents: bonusCents });
};

/**
 * Starts the deposit's plan on the terms recorded when it was bought (whatever the plan says now, even if it
 * has left the offer: nothing about the plan is read again) and pays the referral.
 */
export const activateDeposit = async (
  trx: Trx,
  deposit: TransactionRow,
  decidedAt: Date,
  startedOn: string,
) => {
  const userPlan = await startUserPlan(trx, deposit, termsOfDeposit(deposit), startedOn);
  await payReferralBonus(trx, deposit, decidedAt);
  return userPlan;
};
