import { dailyFundingRate } from './daily-rate';

describe('the daily funding rate', () => {
  it('is the interval rate times the settlements a day', () => {
    expect(dailyFundingRate('0.0001', 8).toFixed()).toBe('0.0003');
    expect(dailyFundingRate('-0.00025', 4).toFixed()).toBe('-0.0015');
    // Exact in decimal: 0.00007 × 3 is no binary-float 0.00021000000000000001.
    expect(dailyFundingRate('0.00007', 8).toFixed()).toBe('0.00021');
  });

  it('is unknown without a rate or an interval', () => {
    expect(dailyFundingRate(undefined, 8).isNaN()).toBe(true);
    expect(dailyFundingRate('0.0001', 0).isNaN()).toBe(true);
  });
});
