import { describe, expect, it } from 'vitest';
import { createOrderFormStore } from './order-form-store';

describe('order form store', () => {
  it('a price picked in the book fills the price and keeps the typed quantity', () => {
    const store = createOrderFormStore();
    store.getState().quantityChanged('3');
    store.getState().priceSelected('65000.5');
    expect(store.getState()).toMatchObject({ price: '65000.5', quantity: '3', quantityUnit: null });
  });

  it('a level picked with its size fills the quantity in the base asset', () => {
    const store = createOrderFormStore();
    store.getState().priceSelected('65000.5', '0.25');
    expect(store.getState()).toMatchObject({
      price: '65000.5',
      quantity: '0.25',
      quantityUnit: 'base',
    });
  });

  it('a placed order keeps the price and clears the quantity', () => {
    const store = createOrderFormStore();
    store.getState().priceSelected('100', '2');
    store.getState().orderPlaced();
    expect(store.getState()).toMatchObject({ price: '100', quantity: '' });
  });

  it('another contract clears both', () => {
    const store = createOrderFormStore();
    store.getState().priceSelected('100', '2');
    store.getState().contractChanged();
    expect(store.getState()).toMatchObject({ price: '', quantity: '' });
  });

  it('another account keeps the price, clears the quantity and stays chosen on another contract', () => {
    const store = createOrderFormStore();
    expect(store.getState().accountType).toBeNull();
    store.getState().priceSelected('100', '2');
    store.getState().accountChosen(10);
    expect(store.getState()).toMatchObject({ accountType: 10, price: '100', quantity: '' });
    store.getState().contractChanged();
    expect(store.getState().accountType).toBe(10);
  });

  it('keeps the ticket’s tabs through another contract and a placed order', () => {
    const store = createOrderFormStore();
    expect(store.getState().choices).toMatchObject({ kind: 'limit', action: 'open' });
    store.getState().choicesChanged({ kind: 'market' });
    store.getState().choicesChanged({ action: 'close', timeInForce: 'IOC' });
    store.getState().contractChanged();
    store.getState().orderPlaced();
    expect(store.getState().choices).toMatchObject({
      kind: 'market',
      action: 'close',
      timeInForce: 'IOC',
      triggerBy: 'last',
    });
  });
});
