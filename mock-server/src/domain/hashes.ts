/**
 * SHA-256, HMAC-SHA256, PBKDF2 and scrypt in plain TypeScript, synchronous, so the seed (which hashes the demo
 * users' passwords while it is generated) and the PayPal payer id run the same in Node and in a browser, where Web
 * Crypto is asynchronous and has no scrypt (docs/adr/0013-mock-core-and-adapters.md). Checked against node:crypto
 * in hashes.test.ts. Not constant-time: this is a mock.
 */

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be,
  0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa,
  0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85,
  0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3,
  0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f,
  0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

const rotr = (x: number, n: number): number => (x >>> n) | (x << (32 - n));

export function sha256(data: Uint8Array): Uint8Array {
  const bitLength = data.length * 8;
  const padded = new Uint8Array(Math.ceil((data.length + 9) / 64) * 64);
  padded.set(data);
  padded[data.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor(bitLength / 0x100000000));
  view.setUint32(padded.length - 4, bitLength >>> 0);
  const h = new Uint32Array([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);
  const w = new Uint32Array(64);
  for (let offset = 0; offset < padded.length; offset += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(offset + i * 4);
    for (let i = 16; i < 64; i++) {
      const a = w[i - 15] ?? 0;
      const b = w[i - 2] ?? 0;
      const s0 = rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3);
      const s1 = rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10);
      w[i] = ((w[i - 16] ?? 0) + s0 + (w[i - 7] ?? 0) + s1) >>> 0;
    }
    let [a, b, c, d, e, f, g, hh] = [h[0] ?? 0, h[1] ?? 0, h[2] ?? 0, h[3] ?? 0, h[4] ?? 0, h[5] ?? 0, h[6] ?? 0, h[7] ?? 0];
    for (let i = 0; i < 64; i++) {
      const t1 = (hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + (K[i] ?? 0) + (w[i] ?? 0)) >>> 0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) >>> 0;
      hh = g;
      g = f;
      f = e;
      e = (d + t1) >>> 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) >>> 0;
    }
    const add = [a, b, c, d, e, f, g, hh];
    for (let i = 0; i < 8; i++) h[i] = ((h[i] ?? 0) + (add[i] ?? 0)) >>> 0;
  }
  const out = new Uint8Array(32);
  const outView = new DataView(out.buffer);
  for (let i = 0; i < 8; i++) outView.setUint32(i * 4, h[i] ?? 0);
  return out;
}

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

export function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) out += byte.toString(16).padStart(2, '0');
  return out;
}

export function fromHex(hex: string): Uint8Array {
  const out = new Uint8Array(Math.floor(hex.length / 2));
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

export const sha256Hex = (text: string): string => toHex(sha256(utf8(text)));

/** HMAC-SHA256 with the key pads computed once (PBKDF2 calls it many times with one key). */
function hmacWith(key: Uint8Array): (message: Uint8Array) => Uint8Array {
  const block = new Uint8Array(64);
  block.set(key.length > 64 ? sha256(key) : key);
  const inner = block.map((b) => b ^ 0x36);
  const outer = block.map((b) => b ^ 0x5c);
  return (message) => {
    const first = new Uint8Array(64 + message.length);
    first.set(inner);
    first.set(message, 64);
    const second = new Uint8Array(64 + 32);
    second.set(outer);
    second.set(sha256(first), 64);
    return sha256(second);
  };
}

export function pbkdf2Sha256(password: Uint8Array, salt: Uint8Array, iterations: number, length: number): Uint8Array {
  const mac = hmacWith(password);
  const out = new Uint8Array(length);
  for (let block = 1, offset = 0; offset < length; block++, offset += 32) {
    const start = new Uint8Array(salt.length + 4);
    start.set(salt);
    new DataView(start.buffer).setUint32(salt.length, block);
    let u = mac(start);
    const t = u.slice();
    for (let i = 1; i < iterations; i++) {
      u = mac(u);
      for (let j = 0; j < 32; j++) t[j] = (t[j] ?? 0) ^ (u[j] ?? 0);
    }
    out.set(t.subarray(0, Math.min(32, length - offset)), offset);
  }
  return out;
}

/** Salsa20/8 core over the 16 words of `b`, in place (`_x` unused: kept for the call shape). */
function salsa8(b: Uint32Array, _x: Uint32Array): void {
  let x0 = b[0]! | 0,
    x1 = b[1]! | 0,
    x2 = b[2]! | 0,
    x3 = b[3]! | 0,
    x4 = b[4]! | 0,
    x5 = b[5]! | 0,
    x6 = b[6]! | 0,
    x7 = b[7]! | 0;
  let x8 = b[8]! | 0,
    x9 = b[9]! | 0,
    x10 = b[10]! | 0,
    x11 = b[11]! | 0,
    x12 = b[12]! | 0,
    x13 = b[13]! | 0,
    x14 = b[14]! | 0,
    x15 = b[15]! | 0;
  let u: number;
  for (let i = 0; i < 8; i += 2) {
    u = (x0 + x12) | 0;
    x4 ^= (u << 7) | (u >>> 25);
    u = (x4 + x0) | 0;
    x8 ^= (u << 9) | (u >>> 23);
    u = (x8 + x4) | 0;
    x12 ^= (u << 13) | (u >>> 19);
    u = (x12 + x8) | 0;
    x0 ^= (u << 18) | (u >>> 14);
    u = (x5 + x1) | 0;
    x9 ^= (u << 7) | (u >>> 25);
    u = (x9 + x5) | 0;
    x13 ^= (u << 9) | (u >>> 23);
    u = (x13 + x9) | 0;
    x1 ^= (u << 13) | (u >>> 19);
    u = (x1 + x13) | 0;
    x5 ^= (u << 18) | (u >>> 14);
    u = (x10 + x6) | 0;
    x14 ^= (u << 7) | (u >>> 25);
    u = (x14 + x10) | 0;
    x2 ^= (u << 9) | (u >>> 23);
    u = (x2 + x14) | 0;
    x6 ^= (u << 13) | (u >>> 19);
    u = (x6 + x2) | 0;
    x10 ^= (u << 18) | (u >>> 14);
    u = (x15 + x11) | 0;
    x3 ^= (u << 7) | (u >>> 25);
    u = (x3 + x15) | 0;
    x7 ^= (u << 9) | (u >>> 23);
    u = (x7 + x3) | 0;
    x11 ^= (u << 13) | (u >>> 19);
    u = (x11 + x7) | 0;
    x15 ^= (u << 18) | (u >>> 14);
    u = (x0 + x3) | 0;
    x1 ^= (u << 7) | (u >>> 25);
    u = (x1 + x0) | 0;
    x2 ^= (u << 9) | (u >>> 23);
    u = (x2 + x1) | 0;
    x3 ^= (u << 13) | (u >>> 19);
    u = (x3 + x2) | 0;
    x0 ^= (u << 18) | (u >>> 14);
    u = (x5 + x4) | 0;
    x6 ^= (u << 7) | (u >>> 25);
    u = (x6 + x5) | 0;
    x7 ^= (u << 9) | (u >>> 23);
    u = (x7 + x6) | 0;
    x4 ^= (u << 13) | (u >>> 19);
    u = (x4 + x7) | 0;
    x5 ^= (u << 18) | (u >>> 14);
    u = (x10 + x9) | 0;
    x11 ^= (u << 7) | (u >>> 25);
    u = (x11 + x10) | 0;
    x8 ^= (u << 9) | (u >>> 23);
    u = (x8 + x11) | 0;
    x9 ^= (u << 13) | (u >>> 19);
    u = (x9 + x8) | 0;
    x10 ^= (u << 18) | (u >>> 14);
    u = (x15 + x14) | 0;
    x12 ^= (u << 7) | (u >>> 25);
    u = (x12 + x15) | 0;
    x13 ^= (u << 9) | (u >>> 23);
    u = (x13 + x12) | 0;
    x14 ^= (u << 13) | (u >>> 19);
    u = (x14 + x13) | 0;
    x15 ^= (u << 18) | (u >>> 14);
  }
  b[0] = b[0]! + x0;
  b[1] = b[1]! + x1;
  b[2] = b[2]! + x2;
  b[3] = b[3]! + x3;
  b[4] = b[4]! + x4;
  b[5] = b[5]! + x5;
  b[6] = b[6]! + x6;
  b[7] = b[7]! + x7;
  b[8] = b[8]! + x8;
  b[9] = b[9]! + x9;
  b[10] = b[10]! + x10;
  b[11] = b[11]! + x11;
  b[12] = b[12]! + x12;
  b[13] = b[13]! + x13;
  b[14] = b[14]! + x14;
  b[15] = b[15]! + x15;
}

/** scrypt (RFC 7914) with SHA-256 PBKDF2; words are little-endian as the RFC requires. */
export function scrypt(password: Uint8Array, salt: Uint8Array, n: number, r: number, p: number, length: number): Uint8Array {
  const blockWords = 32 * r;
  const bytes = pbkdf2Sha256(password, salt, 1, p * 128 * r);
  const words = new Uint32Array(p * blockWords);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < words.length; i++) words[i] = view.getUint32(i * 4, true);
  const v = new Uint32Array(n * blockWords);
  const x = new Uint32Array(blockWords);
  const y = new Uint32Array(blockWords);
  const t = new Uint32Array(16);
  const scratch = new Uint32Array(16);
  const blockMix = (input: Uint32Array, output: Uint32Array) => {
    t.set(input.subarray(blockWords - 16));
    for (let i = 0; i < 2 * r; i++) {
      for (let j = 0; j < 16; j++) t[j] = (t[j] ?? 0) ^ (input[i * 16 + j] ?? 0);
      salsa8(t, scratch);
      // Even blocks go to the first half, odd ones to the second.
      output.set(t, (i % 2 === 0 ? i / 2 : r + (i - 1) / 2) * 16);
    }
  };
  for (let block = 0; block < p; block++) {
    x.set(words.subarray(block * blockWords, (block + 1) * blockWords));
    for (let i = 0; i < n; i++) {
      v.set(x, i * blockWords);
      blockMix(x, y);
      x.set(y);
    }
    for (let i = 0; i < n; i++) {
      const j = (x[blockWords - 16] ?? 0) & (n - 1);
      for (let k = 0; k < blockWords; k++) x[k] = (x[k] ?? 0) ^ (v[j * blockWords + k] ?? 0);
      blockMix(x, y);
      x.set(y);
    }
    words.set(x, block * blockWords);
  }
  const mixed = new Uint8Array(words.length * 4);
  const mixedView = new DataView(mixed.buffer);
  for (let i = 0; i < words.length; i++) mixedView.setUint32(i * 4, words[i] ?? 0, true);
  return pbkdf2Sha256(password, mixed, 1, length);
}

export { utf8 };
