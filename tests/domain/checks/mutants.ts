/** Every string that differs from `value` in exactly one digit. */
export function singleDigitMutants(value: string): string[] {
  const result: string[] = [];
  for (let i = 0; i < value.length; i += 1) {
    for (let d = 0; d <= 9; d += 1) {
      if (String(d) !== value[i]) result.push(value.slice(0, i) + String(d) + value.slice(i + 1));
    }
  }
  return result;
}

/** The completions of `body` by `width` more digits, in order: body + "0", body + "1", ... */
export function completions(body: string, width: 1 | 2): string[] {
  const count = width === 1 ? 10 : 100;
  return Array.from({ length: count }, (_, n) => body + String(n).padStart(width, '0'));
}
