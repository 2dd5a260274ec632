import { createHash } from 'node:crypto';
import { usdt } from '../../engine';
import { keccak256 } from './keccak';
import {
  isWalletNetwork,
  WALLET_NETWORKS,
  type WalletNetwork,
} from '../../../lib/contract/wire/wallet';

/**
 * The networks USDT moves on here, with their address formats and the exchange's limits. The
 * engine's spot wallet holds USDT only (currency 1), so every network moves USDT.
 */
export const NETWORKS = WALLET_NETWORKS;
export type Network = WalletNetwork;

export interface NetworkSpec {
  network: Network;
  name: string;
  /** Confirmations before a deposit is credited. */
  confirmations: number;
  /** Minor units (1e-8 USDT). */
  minDeposit: bigint;
  minWithdraw: bigint;
  withdrawFee: bigint;
  /** What the page checks as the user types (the server checks the checksum too). */
  addressRegex: string;
  addressExample: string;
}

export const NETWORK_SPECS: Record<Network, NetworkSpec> = {
  TRC20: {
    network: 'TRC20',
    name: 'Tron (TRC20)',
    confirmations: 20,
    minDeposit: usdt('1'),
    minWithdraw: usdt('10'),
    withdrawFee: usdt('1'),
    addressRegex: '^T[1-9A-HJ-NP-Za-km-z]{33}$',
    addressExample: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
  },
  ERC20: {
    network: 'ERC20',
    name: 'Ethereum (ERC20)',
    confirmations: 12,
    minDeposit: usdt('10'),
    minWithdraw: usdt('20'),
    withdrawFee: usdt('5'),
    addressRegex: '^0x[0-9a-fA-F]{40}$',
    addressExample: '0x52908400098527886E0F7030069857D2E4169EE7',
  },
  BEP20: {
    network: 'BEP20',
    name: 'BNB Smart Chain (BEP20)',
    confirmations: 15,
    minDeposit: usdt('1'),
    minWithdraw: usdt('10'),
    withdrawFee: usdt('0.5'),
    addressRegex: '^0x[0-9a-fA-F]{40}$',
    addressExample: '0xde709f2102306220921060314715629080e2fb77',
  },
};

export function isNetwork(value: unknown): value is Network {
  return typeof value === 'string' && isWalletNetwork(value);
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function sha256(bytes: Uint8Array): Buffer {
  return createHash('sha256').update(bytes).digest();
}

function base58Decode(text: string): Uint8Array | undefined {
  let value = 0n;
  for (const char of text) {
    const digit = BASE58.indexOf(char);
    if (digit < 0) return undefined;
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.unshift(Number(value & 0xffn));
    value >>= 8n;
  }
  for (const char of text) {
    if (char !== '1') break;
    bytes.unshift(0);
  }
  return Uint8Array.from(bytes);
}

function base58Encode(bytes: Uint8Array): string {
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  let text = '';
  while (value > 0n) {
    text = (BASE58[Number(value % 58n)] ?? '') + text;
    value /= 58n;
  }
  for (const byte of bytes) {
    if (byte !== 0) break;
    text = `1${text}`;
  }
  return text;
}

/** A Tron address: base58check of 0x41 + 20 bytes (checksum = first 4 bytes of SHA-256²). */
function validTron(address: string): boolean {
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)) return false;
  const bytes = base58Decode(address);
  if (bytes?.length !== 25 || bytes[0] !== 0x41) return false;
  const check = sha256(sha256(bytes.subarray(0, 21)));
  return check.subarray(0, 4).equals(Buffer.from(bytes.subarray(21)));
}

/** EIP-55: a mixed-case address must carry the checksum; all lower or all upper case carries none. */
function eip55(hex40: string): string {
  const lower = hex40.toLowerCase();
  const hash = keccak256(Buffer.from(lower, 'ascii'));
  let out = '';
  for (let i = 0; i < 40; i++) {
    const nibble = ((hash[i >> 1] ?? 0) >> (i % 2 === 0 ? 4 : 0)) & 0xf;
    const char = lower[i] ?? '';
    out += nibble >= 8 ? char.toUpperCase() : char;
  }
  return out;
}

function validEvm(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  const body = address.slice(2);
  if (body === body.toLowerCase() || body === body.toUpperCase()) return true;
  return eip55(body) === body;
}

/** Whether `address` is a valid address on `network` (format and, where it has one, checksum). */
export function validAddress(network: Network, address: string): boolean {
  return network === 'TRC20' ? validTron(address) : validEvm(address);
}

/** An address of `network`'s format made from 20 bytes (the demo chain's deposit addresses). */
export function addressFromBytes(network: Network, bytes: Uint8Array): string {
  if (bytes.length !== 20) throw new Error('an address holds 20 bytes');
  if (network === 'TRC20') {
    const payload = Buffer.concat([Buffer.from([0x41]), bytes]);
    return base58Encode(Buffer.concat([payload, sha256(sha256(payload)).subarray(0, 4)]));
  }
  return `0x${eip55(Buffer.from(bytes).toString('hex'))}`;
}
