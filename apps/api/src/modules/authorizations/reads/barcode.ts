/**
 * Code 39 of a request's number, as bars a PDF can draw with rectangles (no image library):
 * each character is 5 bars and 4 spaces, 3 of them wide, between '*' start and stop marks.
 */
const PATTERNS: Record<string, string> = {
  '0': 'nnnwwnwnn',
  '1': 'wnnwnnnnw',
  '2': 'nnwwnnnnw',
  '3': 'wnwwnnnnn',
  '4': 'nnnwwnnnw',
  '5': 'wnnwwnnnn',
  '6': 'nnwwwnnnn',
  '7': 'nnnwnnwnw',
  '8': 'wnnwnnwnn',
  '9': 'nnwwnnwnn',
  '*': 'nwnnwnwnn',
};

/** The bars of `digits` as [offset, width] in narrow-module units (wide = 3 modules). */
export function code39Bars(digits: string): { bars: [number, number][]; width: number } {
  if (!/^\d+$/.test(digits)) throw new Error('Code 39 here encodes digits only');
  const bars: [number, number][] = [];
  let x = 0;
  for (const char of `*${digits}*`) {
    const pattern = PATTERNS[char]!;
    [...pattern].forEach((element, index) => {
      const width = element === 'w' ? 3 : 1;
      if (index % 2 === 0) bars.push([x, width]);
      x += width;
    });
    x += 1; // the narrow gap between characters
  }
  return { bars, width: x - 1 };
}

/** The modules as 1 (bar) and 0 (space), for checking against the Code 39 tables. */
export function code39Modules(digits: string): string {
  const { bars, width } = code39Bars(digits);
  const modules = Array.from({ length: width }, () => '0');
  for (const [offset, size] of bars) modules.fill('1', offset, offset + size);
  return modules.join('');
}
