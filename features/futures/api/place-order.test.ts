import { describe, expect, it } from 'vitest';
import { buildPlaceOrderBody, newClientOrderId, type OrderFormValues } from './place-order';

const form: OrderFormValues = {
  contractId: 1,
  accountType: 1,
  positionMode: 'oneWay',
  action: 'open',
  direction: 'buy',
  kind: 'limit',
  conditionalExecution: 'limit',
  price: '65000.5',
  triggerPrice: '',
  triggerBy: 'last',
  quantity: '0.01',
  unit: 'base',
  timeInForce: 'GTC',
  reduceOnly: false,
  tpslEnabled: false,
  tp: { triggerPrice: '', triggerBy: 'mark', price: '' },
  sl: { triggerPrice: '', triggerBy: 'mark', price: '' },
};

describe('order body', () => {
  it('a one-way limit buy sends the price, the quantity with its unit and GTC', () => {
    expect(buildPlaceOrderBody(form, 'id-1')).toEqual({
      contractId: 1,
      side: 'buy',
      orderType: 1,
      quantity: '0.01',
      quantityUnit: 'base',
      price: '65000.5',
      timeInForce: 'GTC',
      accountType: 1,
      clientOrderId: 'id-1',
    });
  });

  it('trades the bonus account when the panel chose it', () => {
    expect(buildPlaceOrderBody({ ...form, accountType: 10 }, 'id-2')).toMatchObject({
      side: 'buy',
      accountType: 10,
      clientOrderId: 'id-2',
    });
  });

  it('keeps the quantity unit the user typed in (contracts, USDT)', () => {
    expect(buildPlaceOrderBody({ ...form, quantity: '3', unit: 'contract' }, 'a')).toMatchObject({
      quantity: '3',
      quantityUnit: 'contract',
    });
    expect(buildPlaceOrderBody({ ...form, quantity: '100', unit: 'quote' }, 'a')).toMatchObject({
      quantity: '100',
      quantityUnit: 'quote',
    });
  });

  it('names the leg in hedge mode: open long/short, close long sells, close short buys', () => {
    const hedge = { ...form, positionMode: 'hedge' as const };
    expect(buildPlaceOrderBody({ ...hedge, direction: 'buy' }, 'a').side).toBe('openLong');
    expect(buildPlaceOrderBody({ ...hedge, direction: 'sell' }, 'a').side).toBe('openShort');
    const close = { ...hedge, action: 'close' as const };
    expect(buildPlaceOrderBody({ ...close, direction: 'sell' }, 'a').side).toBe('closeLong');
    expect(buildPlaceOrderBody({ ...close, direction: 'buy' }, 'a').side).toBe('closeShort');
  });

  it('sends reduce-only in one-way mode only (hedge close sides reduce by themselves)', () => {
    expect(buildPlaceOrderBody({ ...form, reduceOnly: true }, 'a').reduceOnly).toBe(true);
    const hedgeClose = { ...form, positionMode: 'hedge' as const, action: 'close' as const };
    expect(buildPlaceOrderBody({ ...hedgeClose, reduceOnly: true }, 'a')).not.toHaveProperty(
      'reduceOnly',
    );
  });

  it('a market order has neither price nor time in force', () => {
    const body = buildPlaceOrderBody({ ...form, kind: 'market', timeInForce: 'FOK' }, 'a');
    expect(body.orderType).toBe(3);
    expect(body).not.toHaveProperty('price');
    expect(body).not.toHaveProperty('timeInForce');
  });

  it('a conditional order sends the trigger; limit execution also the price', () => {
    const conditional = { ...form, kind: 'conditional' as const, triggerPrice: '64000' };
    expect(buildPlaceOrderBody({ ...conditional, triggerBy: 'mark' }, 'a')).toMatchObject({
      orderType: 2,
      price: '65000.5',
      triggerPrice: '64000',
      triggerBy: 'mark',
    });
    const market = buildPlaceOrderBody({ ...conditional, conditionalExecution: 'market' }, 'a');
    expect(market).toMatchObject({ orderType: 4, triggerPrice: '64000', triggerBy: 'last' });
    expect(market).not.toHaveProperty('price');
  });

  it('sends the TP/SL presets that were filled in, with a limit price only when given', () => {
    const body = buildPlaceOrderBody(
      {
        ...form,
        tpslEnabled: true,
        tp: { triggerPrice: '70000', triggerBy: 'last', price: '70100' },
        sl: { triggerPrice: '60000', triggerBy: 'mark', price: '' },
      },
      'a',
    );
    expect(body.tp).toEqual({ triggerPrice: '70000', triggerBy: 'last', price: '70100' });
    expect(body.sl).toEqual({ triggerPrice: '60000', triggerBy: 'mark' });
  });

  it('leaves TP/SL out when the box is unticked or the order only reduces', () => {
    const tp = { triggerPrice: '70000', triggerBy: 'last' as const, price: '' };
    expect(buildPlaceOrderBody({ ...form, tp }, 'a')).not.toHaveProperty('tp');
    expect(
      buildPlaceOrderBody({ ...form, tpslEnabled: true, reduceOnly: true, tp }, 'a'),
    ).not.toHaveProperty('tp');
  });

  it('sends half-typed decimals the way the server reads them', () => {
    expect(buildPlaceOrderBody({ ...form, price: '65000.', quantity: '.5' }, 'a')).toMatchObject({
      price: '65000',
      quantity: '0.5',
    });
  });

  it('makes a fresh client order id the server accepts for every submit', () => {
    const a = newClientOrderId();
    const b = newClientOrderId();
    expect(a).not.toBe(b);
    expect(a).toMatch(/^[A-Za-z0-9._:/-]{1,36}$/);
  });
});
