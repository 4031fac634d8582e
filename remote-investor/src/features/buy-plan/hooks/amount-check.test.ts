import { amountProblem, typedCents } from './amount-check';

const plan = { min_amount: 50, max_amount: 999.99 };

describe('purchase modal checks', () => {
  it('asks for both fields first', () => {
    expect(amountProblem({ amount: '', method: 'bitcoin' }, plan)).toEqual({ kind: 'missing' });
    expect(amountProblem({ amount: '100', method: '' }, plan)).toEqual({ kind: 'missing' });
    expect(amountProblem({ amount: '   ', method: '' }, plan)).toEqual({ kind: 'missing' });
  });

  it('refuses what is not dollars and cents', () => {
    expect(amountProblem({ amount: '12.345', method: 'bitcoin' }, plan)).toEqual({ kind: 'invalid' });
    expect(amountProblem({ amount: '-60', method: 'bitcoin' }, plan)).toEqual({ kind: 'invalid' });
    expect(amountProblem({ amount: '1e3', method: 'bitcoin' }, plan)).toEqual({ kind: 'invalid' });
    expect(amountProblem({ amount: 'abc', method: 'bitcoin' }, plan)).toEqual({ kind: 'invalid' });
  });

  it("keeps the amount within the plan's minimum and maximum, both included", () => {
    const outOfRange = { kind: 'out_of_range', min: 50, max: 999.99 };
    expect(amountProblem({ amount: '49.99', method: 'tether' }, plan)).toEqual(outOfRange);
    expect(amountProblem({ amount: '1000', method: 'tether' }, plan)).toEqual(outOfRange);
    expect(amountProblem({ amount: '50', method: 'tether' }, plan)).toBeNull();
    expect(amountProblem({ amount: '999.99', method: 'tether' }, plan)).toBeNull();
  });

  it('reads the typed amount as whole cents', () => {
    expect(typedCents('100.1')).toBe(10_010);
    expect(typedCents(' 0.29 ')).toBe(29);
    expect(typedCents('1.005')).toBeNull();
  });
});
