import { totalReturn as contractTotalReturn } from './contract/plans';
import { totalReturn } from './plan-math';

describe('totalReturn', () => {
  it('adds the daily returns of every day to the capital', () => {
    expect(totalReturn(50, 1.5, 30)).toBe(72.5);
    expect(totalReturn(1000, 2, 10)).toBe(1200);
  });

  it('rounds to whole cents', () => {
    expect(totalReturn(33.33, 1.1, 7)).toBe(35.9);
  });

  it('is the one the contract exports', () => {
    expect(contractTotalReturn).toBe(totalReturn);
  });
});
