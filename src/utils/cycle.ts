/** The index `delta` steps from `index` in a list of `count` items, wrapping around at both ends. */
export function step(index: number, delta: number, count: number): number {
  return (((index + delta) % count) + count) % count;
}
