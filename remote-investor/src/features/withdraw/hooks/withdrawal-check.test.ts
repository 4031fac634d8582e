import { WITHDRAWAL_LIMITS as CONTRACT_LIMITS } from 'shared-api/contract/transactions';
import { limitForLevel, WITHDRAWAL_LIMITS, withdrawalCents, withdrawalProblem } from './withdrawal-check';

const input = (amount: string, method = 'bitcoin') => ({ amount, method });

describe('withdrawal checks', () => {
  it("uses the contract's level limits", () => {
    expect(WITHDRAWAL_LIMITS).toEqual(CONTRACT_LIMITS);
  });

  it('names the limit of each level', () => {
    expect(limitForLevel(1)).toEqual({ level: 1, max: 500 });
    expect(limitForLevel(2)).toEqual({ level: 2, below: 1000 });
    expect(limitForLevel(3)).toEqual({ level: 3 });
  });

  it('refuses more than the wallet holds', () => {
    expect(withdrawalProblem(input('100.01'), 100, 3)).toBe('insufficient');
    expect(withdrawalProblem(input('100'), 100, 3)).toBeNull();
  });

  it('lets level 1 withdraw up to $500 included', () => {
    expect(withdrawalProblem(input('500'), 5000, 1)).toBeNull();
    expect(withdrawalProblem(input('500.01'), 5000, 1)).toBe('level_1');
  });

  it('lets level 2 withdraw below $1,000 only', () => {
    expect(withdrawalProblem(input('999.99'), 5000, 2)).toBeNull();
    expect(withdrawalProblem(input('1000'), 5000, 2)).toBe('level_2');
  });

  it('has no level limit at level 3', () => {
    expect(withdrawalProblem(input('4999'), 5000, 3)).toBeNull();
  });

  it('checks the balance before the limit', () => {
    expect(withdrawalProblem(input('600'), 550, 1)).toBe('insufficient');
  });

  it('wants a positive amount in dollars and cents, and a currency', () => {
    expect(withdrawalProblem(input(''), 100, 3)).toBe('invalid_amount');
    expect(withdrawalProblem(input('0'), 100, 3)).toBe('invalid_amount');
    expect(withdrawalProblem(input('1.234'), 100, 3)).toBe('invalid_amount');
    expect(withdrawalProblem(input('10', ''), 100, 3)).toBe('missing_currency');
    expect(withdrawalCents('12.5')).toBe(1250);
  });
});
