/**
 * Keccak-256 (the pre-SHA-3 padding Ethereum uses), for EIP-55 address checksums only: Node's
 * crypto has SHA3-256, whose padding differs. BigInt lanes: slow, but one address is 1 block.
 */
const MASK = (1n << 64n) - 1n;
const ROUNDS: bigint[] = [];
const ROTATIONS: number[] = [];
const PI: number[] = [];

// Round constants, rotation offsets and lane permutation, derived as the specification does.
(() => {
  let r = 1;
  for (let round = 0; round < 24; round++) {
    let c = 0n;
    for (let j = 0; j < 7; j++) {
      if (r & 1) c |= 1n << BigInt((1 << j) - 1);
      r = r & 0x80 ? ((r << 1) ^ 0x71) & 0xff : (r << 1) & 0xff;
    }
    ROUNDS.push(c);
  }
  let x = 1;
  let y = 0;
  for (let t = 0; t < 24; t++) {
    ROTATIONS[x + 5 * y] = (((t + 1) * (t + 2)) / 2) % 64;
    [x, y] = [y, (2 * x + 3 * y) % 5];
  }
  ROTATIONS[0] = 0;
  for (let i = 0; i < 25; i++) {
    const px = i % 5;
    const py = Math.floor(i / 5);
    PI[py + 5 * ((2 * px + 3 * py) % 5)] = i;
  }
})();

const rotl = (v: bigint, n: number): bigint =>
  n === 0 ? v : ((v << BigInt(n)) | (v >> BigInt(64 - n))) & MASK;

function permute(a: bigint[]): void {
  const b = new Array<bigint>(25).fill(0n);
  const c = new Array<bigint>(5).fill(0n);
  for (const rc of ROUNDS) {
    for (let x = 0; x < 5; x++)
      c[x] =
        (a[x] ?? 0n) ^ (a[x + 5] ?? 0n) ^ (a[x + 10] ?? 0n) ^ (a[x + 15] ?? 0n) ^ (a[x + 20] ?? 0n);
    for (let x = 0; x < 5; x++) {
      const d = (c[(x + 4) % 5] ?? 0n) ^ rotl(c[(x + 1) % 5] ?? 0n, 1);
      for (let y = 0; y < 25; y += 5) a[x + y] = (a[x + y] ?? 0n) ^ d;
    }
    for (let i = 0; i < 25; i++) {
      const from = PI[i] ?? 0;
      b[i] = rotl(a[from] ?? 0n, ROTATIONS[from] ?? 0);
    }
    for (let y = 0; y < 25; y += 5)
      for (let x = 0; x < 5; x++)
        a[x + y] =
          (b[x + y] ?? 0n) ^ (~(b[((x + 1) % 5) + y] ?? 0n) & MASK & (b[((x + 2) % 5) + y] ?? 0n));
    a[0] = (a[0] ?? 0n) ^ rc;
  }
}

/** Keccak-256 of `input` as 32 bytes. */
export function keccak256(input: Uint8Array): Uint8Array {
  const rate = 136;
  const padded = new Uint8Array(Math.ceil((input.length + 1) / rate) * rate);
  padded.set(input);
  padded[input.length] = (padded[input.length] ?? 0) ^ 0x01;
  padded[padded.length - 1] = (padded[padded.length - 1] ?? 0) ^ 0x80;
  const state = new Array<bigint>(25).fill(0n);
  for (let offset = 0; offset < padded.length; offset += rate) {
    for (let i = 0; i < rate / 8; i++) {
      let lane = 0n;
      for (let k = 7; k >= 0; k--) lane = (lane << 8n) | BigInt(padded[offset + i * 8 + k] ?? 0);
      state[i] = (state[i] ?? 0n) ^ lane;
    }
    permute(state);
  }
  const out = new Uint8Array(32);
  for (let i = 0; i < 32; i++)
    out[i] = Number(((state[Math.floor(i / 8)] ?? 0n) >> BigInt(8 * (i % 8))) & 0xffn);
  return out;
}
