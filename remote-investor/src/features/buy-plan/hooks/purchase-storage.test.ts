import {
  clearPurchase,
  PURCHASE_STORAGE_KEY,
  type Purchase,
  readPurchase,
  savePurchase,
} from './purchase-storage';

const purchase: Purchase = {
  planId: 1,
  title: 'Starter',
  roi: 1.5,
  duration: 30,
  amount: 100.1,
  amountCents: 10_010,
  method: 'ethereum',
};

beforeEach(() => sessionStorage.clear());

describe('the purchase in session storage', () => {
  it('comes back as it was saved, and is gone once cleared', () => {
    savePurchase(purchase);
    expect(readPurchase()).toEqual(purchase);
    clearPurchase();
    expect(readPurchase()).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['an unknown coin', JSON.stringify({ ...purchase, method: 'dogecoin' })],
    ['cents that disagree with the amount', JSON.stringify({ ...purchase, amountCents: 999 })],
    ['a missing plan', JSON.stringify({ ...purchase, planId: undefined })],
  ])('counts %s as no purchase', (_, raw) => {
    sessionStorage.setItem(PURCHASE_STORAGE_KEY, raw);
    expect(readPurchase()).toBeNull();
  });
});
