import { isOnTpSlSide, tpSlSide } from './tpsl';

describe('the TP/SL rule', () => {
  it('puts a long’s take profit above the entry and its stop below, a short’s the other way', () => {
    expect(tpSlSide('tp', true)).toBe('above');
    expect(tpSlSide('sl', true)).toBe('below');
    expect(tpSlSide('tp', false)).toBe('below');
    expect(tpSlSide('sl', false)).toBe('above');
  });

  it('accepts a price strictly on its side and refuses the entry itself', () => {
    expect(isOnTpSlSide('tp', true, 1)).toBe(true);
    expect(isOnTpSlSide('tp', true, 0)).toBe(false);
    expect(isOnTpSlSide('tp', true, -1)).toBe(false);
    expect(isOnTpSlSide('sl', true, -5)).toBe(true);
    expect(isOnTpSlSide('sl', false, 0)).toBe(false);
    expect(isOnTpSlSide('sl', false, 3)).toBe(true);
    expect(isOnTpSlSide('tp', false, -3)).toBe(true);
  });
});
