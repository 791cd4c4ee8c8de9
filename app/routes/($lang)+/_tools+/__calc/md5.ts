/**
 * MD5 (RFC 1321) for the browser, fed in chunks so a large file is never held twice. Web Crypto has
 * no MD5; SHA-256 comes from `crypto.subtle`. Checked against node:crypto in md5.test.ts.
 */
const S = [
  7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14,
  20, 5, 9, 14, 20, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 6, 10, 15, 21, 6,
  10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21,
];
const K = Array.from(
  { length: 64 },
  (_, i) => Math.floor(Math.abs(Math.sin(i + 1)) * 2 ** 32) >>> 0,
);

export class Md5 {
  private state = new Uint32Array([0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476]);
  private buffer = new Uint8Array(64);
  private buffered = 0;
  private length = 0;
  private words = new Uint32Array(16);

  update(data: Uint8Array): this {
    this.length += data.length;
    let offset = 0;
    while (offset < data.length) {
      const take = Math.min(64 - this.buffered, data.length - offset);
      this.buffer.set(data.subarray(offset, offset + take), this.buffered);
      this.buffered += take;
      offset += take;
      if (this.buffered === 64) {
        this.block();
        this.buffered = 0;
      }
    }
    return this;
  }

  digest(): string {
    const bits = this.length * 8;
    const padding = new Uint8Array((this.buffered < 56 ? 56 : 120) - this.buffered + 8);
    padding[0] = 0x80;
    const view = new DataView(padding.buffer);
    view.setUint32(padding.length - 8, bits >>> 0, true);
    view.setUint32(padding.length - 4, Math.floor(bits / 2 ** 32), true);
    this.update(padding);
    const out = new DataView(new ArrayBuffer(16));
    for (let i = 0; i < 4; i++) out.setUint32(i * 4, this.state[i]!, true);
    return [...new Uint8Array(out.buffer)].map((b) => b.toString(16).padStart(2, "0")).join("");
  }

  private block() {
    const view = new DataView(this.buffer.buffer);
    for (let i = 0; i < 16; i++) this.words[i] = view.getUint32(i * 4, true);
    let [a, b, c, d] = this.state as unknown as [number, number, number, number];
    for (let i = 0; i < 64; i++) {
      let f: number;
      let g: number;
      if (i < 16) {
        f = (b & c) | (~b & d);
        g = i;
      } else if (i < 32) {
        f = (d & b) | (~d & c);
        g = (5 * i + 1) % 16;
      } else if (i < 48) {
        f = b ^ c ^ d;
        g = (3 * i + 5) % 16;
      } else {
        f = c ^ (b | ~d);
        g = (7 * i) % 16;
      }
      const sum = (a + f + K[i]! + this.words[g]!) >>> 0;
      a = d;
      d = c;
      c = b;
      b = (b + ((sum << S[i]!) | (sum >>> (32 - S[i]!)))) >>> 0;
    }
    this.state[0] = (this.state[0]! + a) >>> 0;
    this.state[1] = (this.state[1]! + b) >>> 0;
    this.state[2] = (this.state[2]! + c) >>> 0;
    this.state[3] = (this.state[3]! + d) >>> 0;
  }
}

export function md5Hex(data: Uint8Array): string {
  return new Md5().update(data).digest();
}
