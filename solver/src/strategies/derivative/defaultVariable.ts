/** The variable when the input does not say: x, else the only one, else t, y, z, u, s. */
export function defaultVariable(vars: Iterable<string>): string {
  const all = [...vars].sort();
  if (all.includes('x')) return 'x';
  if (all.length === 1) return all[0];
  for (const v of ['t', 'y', 'z', 'u', 's']) if (all.includes(v)) return v;
  return all[0] ?? 'x';
}
