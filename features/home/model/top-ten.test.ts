import type { MarketIndicator } from '@/features/market';
import { contractCode, contracts } from '@/lib/contract/reference-data';
import { byChange, joinIndicators, topTen } from './top-ten';

const idOf = (code: string) =>
  contracts.find((contract) => contractCode(contract.name) === code)?.contractId ?? -1;
const codes = (rows: { code: string }[]) => rows.map((row) => row.code);

/** Every contract flat, then a few movers. */
function overview(moves: Record<string, string>): MarketIndicator[] {
  return contracts.map((contract) => ({
    cid: contract.contractId,
    lp: contract.seedPrice,
    pcr: moves[contractCode(contract.name)] ?? '0',
  }));
}

describe('top ten by 24 h change', () => {
  it('ranks the biggest rise first and never shows more than ten', () => {
    const rows = joinIndicators(
      contracts,
      overview({ SOLUSDT: '0.05', PEPEUSDT: '0.21', ETHUSDT: '-0.03', BTCUSDT: '0.0123' }),
      {},
    );
    const ten = topTen(rows, []);
    expect(ten).toHaveLength(10);
    expect(codes(ten).slice(0, 3)).toEqual(['PEPEUSDT', 'SOLUSDT', 'BTCUSDT']);
    expect(codes(ten)).not.toContain('ETHUSDT');
  });

  it('compares changes as decimals, not as text', () => {
    const rows = joinIndicators(contracts, overview({ XRPUSDT: '0.1', ADAUSDT: '0.09' }), {});
    expect(codes(byChange(rows)).slice(0, 2)).toEqual(['XRPUSDT', 'ADAUSDT']);
  });

  it('puts contracts without a change last', () => {
    const rows = joinIndicators(contracts, [{ cid: idOf('TONUSDT'), pcr: '-0.5' }], {});
    expect(codes(byChange(rows))[0]).toBe('TONUSDT');
  });

  it('follows the order the server pushed, skipping ids it does not list', () => {
    const rows = joinIndicators(contracts, overview({ BTCUSDT: '0.2' }), {});
    const pushed = [idOf('DOGEUSDT'), 999, idOf('ETHUSDT'), idOf('DOGEUSDT')];
    const ten = topTen(rows, pushed);
    expect(codes(ten).slice(0, 3)).toEqual(['DOGEUSDT', 'ETHUSDT', 'BTCUSDT']);
    expect(ten).toHaveLength(10);
    expect(new Set(codes(ten)).size).toBe(10);
  });

  it('takes live figures over the prefetched ones, field by field', () => {
    const rows = joinIndicators(contracts, overview({ BTCUSDT: '0.01' }), {
      [idOf('BTCUSDT')]: { cid: idOf('BTCUSDT'), lp: '99000.0' },
    });
    const btc = rows.find((row) => row.code === 'BTCUSDT');
    expect(btc?.indicator).toMatchObject({ lp: '99000.0', pcr: '0.01' });
  });
});
