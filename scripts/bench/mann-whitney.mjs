/**
 * The one-sided Mann–Whitney U test: the p-value of `a`'s values being as low as they are beside `b`'s if both came
 * from the same distribution. Exact (every ordering of the runs counted), ties counted half, which is conservative.
 */
export function mannWhitneyLess(a, b) {
  let u = 0;
  for (const x of a) for (const y of b) u += x < y ? 1 : x === y ? 0.5 : 0;
  // ways(n, m)[k]: how many orderings of n values of a and m of b have k pairs with a's value below b's.
  const memo = new Map();
  const ways = (n, m) => {
    if (n === 0 || m === 0) return [1];
    const key = `${n},${m}`;
    if (!memo.has(key)) {
      // The highest value is b's (it is above all n of a's) or a's (it is above them all).
      const [highB, highA] = [ways(n, m - 1), ways(n - 1, m)];
      memo.set(
        key,
        Array.from({ length: n * m + 1 }, (_, k) => (highB[k - n] ?? 0) + (highA[k] ?? 0)),
      );
    }
    return memo.get(key);
  };
  const counts = ways(a.length, b.length);
  const total = counts.reduce((sum, c) => sum + c, 0);
  return counts.slice(Math.floor(u)).reduce((sum, c) => sum + c, 0) / total;
}
