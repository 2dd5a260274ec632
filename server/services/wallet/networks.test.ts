import { randomBytes } from 'node:crypto';
import { keccak256 } from './keccak';
import { addressFromBytes, NETWORK_SPECS, NETWORKS, validAddress } from './networks';

describe('withdrawal addresses per network', () => {
  it('keccak-256 matches the published vectors', () => {
    expect(Buffer.from(keccak256(new Uint8Array())).toString('hex')).toBe(
      'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470',
    );
    expect(Buffer.from(keccak256(Buffer.from('abc'))).toString('hex')).toBe(
      '4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45',
    );
  });

  it('accepts EIP-55 checksummed, all-lower and all-upper EVM addresses, refuses a broken checksum', () => {
    // The EIP-55 test vectors.
    for (const address of [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
      '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    ]) {
      expect(validAddress('ERC20', address)).toBe(true);
      expect(validAddress('BEP20', address.toLowerCase())).toBe(true);
      expect(validAddress('BEP20', `0x${address.slice(2).toUpperCase()}`)).toBe(true);
    }
    expect(validAddress('ERC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(false);
    for (const bad of [
      '0x123',
      '5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0xZZ' + 'a'.repeat(38),
    ])
      expect(validAddress('ERC20', bad)).toBe(false);
  });

  it('accepts Tron addresses with a valid base58 checksum only', () => {
    expect(validAddress('TRC20', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7')).toBe(true);
    expect(validAddress('TRC20', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU8')).toBe(false);
    expect(validAddress('TRC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(false);
    expect(validAddress('ERC20', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7')).toBe(false);
  });

  it('makes valid addresses of each format, and the examples are valid', () => {
    for (const network of NETWORKS) {
      expect(validAddress(network, NETWORK_SPECS[network].addressExample)).toBe(true);
      for (let i = 0; i < 20; i++) {
        const address = addressFromBytes(network, randomBytes(20));
        expect(validAddress(network, address), address).toBe(true);
        expect(new RegExp(NETWORK_SPECS[network].addressRegex).test(address)).toBe(true);
      }
    }
  });
});
