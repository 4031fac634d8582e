import { transactionSign, transactionTypeLabel } from './transaction-display';

describe('transaction display', () => {
  it.each([
    ['deposit', 'bitcoin', '+'],
    ['bonus', null, '+'],
    ['earnings', null, '+'],
    ['capital_return', null, '+'],
    ['reversal', null, '+'],
    ['withdrawal', 'tether', '-'],
    ['charges', null, '-'],
  ] as const)('signs %s (%s) with %s', (type, paymentMethod, sign) => {
    expect(transactionSign({ type, payment_method: paymentMethod })).toBe(sign);
  });

  it('shows a plan bought from the wallet as money leaving the balance', () => {
    expect(transactionSign({ type: 'deposit', payment_method: 'wallet' })).toBe('-');
  });

  it('labels types for people', () => {
    expect(transactionTypeLabel('capital_return')).toBe('Capital return');
    expect(transactionTypeLabel('charges')).toBe('Charges');
  });
});
