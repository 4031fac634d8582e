import { cryptoAmount, networkFeeCents, paymentFigures } from './payment-figures';

describe('payment figures', () => {
  it('charges a network fee of $20, or $10 for USDT', () => {
    expect(networkFeeCents('bitcoin')).toBe(2000);
    expect(networkFeeCents('ethereum')).toBe(2000);
    expect(networkFeeCents('ripple')).toBe(2000);
    expect(networkFeeCents('solana')).toBe(2000);
    expect(networkFeeCents('tether')).toBe(1000);
  });

  it('adds the fee to the amount in whole cents (no float drift)', () => {
    const figures = paymentFigures(10_010, 'bitcoin', 50_000);
    expect(figures).toMatchObject({ amountCents: 10_010, feeCents: 2000, totalCents: 12_010 });
    // 0.1 + 0.2 in dollars would drift; in cents it cannot.
    expect(paymentFigures(30, 'tether', null).totalCents).toBe(1030);
  });

  it('converts at the USD price, rounded to 6 decimals', () => {
    // $100.10 at $50,000 = 0.002002 BTC; $120.10 = 0.002402 BTC.
    const figures = paymentFigures(10_010, 'bitcoin', 50_000);
    expect(figures.cryptoAmount).toBe(0.002002);
    expect(figures.cryptoTotal).toBe(0.002402);
    // $500 at $3 = 166.666666… → 166.666667
    expect(cryptoAmount(50_000, 3)).toBe(166.666667);
    // $1 at $7 = 0.142857142… → 0.142857
    expect(cryptoAmount(100, 7)).toBe(0.142857);
  });

  it('counts USDT at 1 whatever price is passed', () => {
    const figures = paymentFigures(25_050, 'tether', 1.37);
    expect(figures.cryptoAmount).toBe(250.5);
    expect(figures.cryptoTotal).toBe(260.5);
  });

  it('has no crypto amount without a usable price', () => {
    expect(paymentFigures(10_000, 'ethereum', null).cryptoAmount).toBeNull();
    expect(paymentFigures(10_000, 'ethereum', undefined).cryptoTotal).toBeNull();
    expect(cryptoAmount(10_000, 0)).toBeNull();
    expect(cryptoAmount(10_000, -5)).toBeNull();
    expect(cryptoAmount(10_000, Number.NaN)).toBeNull();
  });
});
