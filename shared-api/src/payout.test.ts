import fc from 'fast-check';
import {
  canonicalRoi,
  dailyReturnCents,
  exactDollarsToCents,
  planTotalCents,
  readRoi,
  roiUnits,
  totalPayoutCents,
} from './payout';

/** A valid roi in ten-thousandths of a percent (0.0001 % … 100 %) and its decimal text. */
const roiUnitsArb = fc.integer({ min: 1, max: 1_000_000 });
const asDecimal = (units: number): string =>
  `${Math.floor(units / 10_000)}.${String(units % 10_000).padStart(4, '0')}`;

describe('the payout rule', () => {
  it('pays the issue’s example the same as it previews it: $1,234.56 at 1.5 % for 10 days', () => {
    // 123456 × 1.5 / 100 = 1851.84 → 1852 cents a day; the old preview rounded only the total (1,419.74).
    expect(dailyReturnCents(123_456, '1.5')).toBe(1_852);
    expect(totalPayoutCents(123_456, '1.5', 10)).toBe(123_456 + 18_520);
    expect(planTotalCents(1234.56, 1.5, 10)).toBe(141_976);
  });

  it('rounds half up, exactly at the half', () => {
    expect(dailyReturnCents(50, '1')).toBe(1); // 0.5 cent
    expect(dailyReturnCents(49, '1')).toBe(0); // 0.49 cent
    expect(dailyReturnCents(1, '50')).toBe(1); // 0.5 cent
    expect(dailyReturnCents(3, '0.0001')).toBe(0);
  });

  it('stays exact where doubles lose cents: a billion dollars at 99.9999 %', () => {
    // 1e11 cents × 999 999 / 1 000 000 = 99 999 900 000 cents exactly.
    expect(dailyReturnCents(100_000_000_000, '99.9999')).toBe(99_999_900_000);
  });

  it('equals the exact rational amount × roi / 100 rounded half up, for any amount and roi', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000_000 }), roiUnitsArb, (cents, units) => {
        const daily = dailyReturnCents(cents, asDecimal(units));
        // daily is the nearest whole cent, halves going up: 2·(exact − daily) ∈ [−1, 1).
        const twiceRemainder = 2n * BigInt(cents) * BigInt(units) - 2n * BigInt(daily) * 1_000_000n;
        expect(twiceRemainder >= -1_000_000n && twiceRemainder < 1_000_000n).toBe(true);
      }),
    );
  });

  it('reads the same roi from its text and from the JSON number of that text', () => {
    fc.assert(
      fc.property(roiUnitsArb, (units) => {
        const text = asDecimal(units);
        expect(roiUnits(text)).toBe(BigInt(units));
        expect(roiUnits(Number(text))).toBe(BigInt(units));
        expect(roiUnits(canonicalRoi(text) ?? '')).toBe(BigInt(units));
      }),
    );
  });

  it('refuses what is not a plan roi, without floats or exponents', () => {
    expect(readRoi(1e-7)).toEqual({ problem: 'too_many_decimals' });
    expect(readRoi(1e21)).toEqual({ problem: 'too_large' });
    expect(readRoi(-1e-7)).toEqual({ problem: 'not_positive' });
    expect(readRoi('1e-7')).toEqual({ problem: 'not_a_number' });
    expect(readRoi('0.00001')).toEqual({ problem: 'too_many_decimals' });
    expect(readRoi(0.1 + 0.2)).toEqual({ problem: 'too_many_decimals' });
    expect(readRoi('0')).toEqual({ problem: 'not_positive' });
    expect(readRoi('0.0000')).toEqual({ problem: 'not_positive' });
    expect(readRoi(-1)).toEqual({ problem: 'not_positive' });
    expect(readRoi('100.0001')).toEqual({ problem: 'too_large' });
    expect(readRoi('abc')).toEqual({ problem: 'not_a_number' });
    expect(readRoi(Number.NaN)).toEqual({ problem: 'not_a_number' });
    expect(readRoi('100')).toEqual({ units: 1_000_000n });
    expect(readRoi(' 2.50000 ')).toEqual({ units: 25_000n });
    expect(() => dailyReturnCents(100, '1e-7')).toThrow(RangeError);
    expect(() => dailyReturnCents(1.5, '1')).toThrow(RangeError);
  });

  it('writes a roi canonically', () => {
    expect(canonicalRoi('2.50')).toBe('2.5');
    expect(canonicalRoi(3)).toBe('3');
    expect(canonicalRoi('0.0001')).toBe('0.0001');
    expect(canonicalRoi('1e2')).toBeNull();
  });

  it('shows no total while the preview is half typed', () => {
    expect(planTotalCents(Number.NaN, 1.5, 10)).toBeNull();
    expect(planTotalCents(50, Number.NaN, 10)).toBeNull();
    expect(planTotalCents(50, 1.5, Number.NaN)).toBeNull();
    expect(planTotalCents(50, 1.5, 2.5)).toBeNull();
    // A duration the server refuses has no total either (the contract's rule, isPlanDuration).
    expect(planTotalCents(50, 1.5, 3651)).toBeNull();
    expect(planTotalCents(50, 1.5, 3650)).toBe(50 * 100 + 75 * 3650);
    expect(planTotalCents(50.001, 1.5, 10)).toBeNull();
    expect(planTotalCents(50, 1.5, 30)).toBe(7_250);
  });

  it('reads dollars with two decimals as whole cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000_000 }), (cents) => {
        expect(exactDollarsToCents(cents / 100)).toBe(cents);
      }),
    );
    expect(exactDollarsToCents(0.1 + 0.2)).toBeNull();
    expect(exactDollarsToCents(1234.5)).toBe(123_450);
    expect(exactDollarsToCents(1.005)).toBeNull();
    expect(exactDollarsToCents(-1)).toBeNull();
  });
});
