/**
 * A small seeded pseudo-random generator (sfc32, seeded through splitmix32), so the same seed
 * always yields the same organisation. Never `Math.random`: a demo or a benchmark that differs
 * from run to run cannot be compared.
 */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    let state = seed >>> 0;
    const next = () => {
      state = (state + 0x9e3779b9) >>> 0;
      let z = state;
      z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
      z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
      return (z ^ (z >>> 15)) >>> 0;
    };
    this.a = next();
    this.b = next();
    this.c = next();
    this.d = next();
    for (let i = 0; i < 12; i++) this.uint32();
  }

  /** A whole number in [0, 2^32). */
  uint32(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
    this.c = (this.c + t) >>> 0;
    return t;
  }

  /** A number in [0, 1). */
  float(): number {
    return this.uint32() / 4_294_967_296;
  }

  /** A whole number in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.float() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.float() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Cannot pick from an empty list');
    return items[Math.floor(this.float() * items.length)]!;
  }

  /** An item chosen with the given weights (any positive numbers). */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let point = this.float() * total;
    for (const [item, weight] of entries) {
      point -= weight;
      if (point < 0) return item;
    }
    return entries.at(-1)![0];
  }

  /** How many times an event of mean rate `mean` happens in one interval (Knuth; small means). */
  poisson(mean: number): number {
    const limit = Math.exp(-mean);
    let count = 0;
    let product = this.float();
    while (product > limit) {
      count++;
      product *= this.float();
    }
    return count;
  }

  /** A version-4-shaped UUID from this generator, for ids the generator itself chooses. */
  uuid(): string {
    const hex = Array.from({ length: 4 }, () => this.uint32().toString(16).padStart(8, '0')).join('');
    const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  }

  /** A new generator seeded from this one: a sub-plan that draws without shifting this sequence. */
  fork(): Random {
    return new Random(this.uint32());
  }
}
