import { favoriteBody, type FavoriteInput } from './favorite-input';

describe('favourite body', () => {
  it('sends the contract id and nothing else', () => {
    expect(favoriteBody({ contractId: 7 })).toEqual({ contractId: 7 });
    const extra = { contractId: 7, symbol: 'ETHUSDT' } as FavoriteInput;
    expect(favoriteBody(extra)).toEqual({ contractId: 7 });
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, '7'])(
    'refuses %s as a contract id',
    (contractId) => {
      expect(() => favoriteBody({ contractId } as FavoriteInput)).toThrow(TypeError);
    },
  );
});
