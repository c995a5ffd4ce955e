/**
 * Advance widths of DejaVu Sans (regular and bold, version 2.37) in font units (2048 to the em), for the
 * characters of CHARACTERS in order, read from the fonts' hmtx tables. Headless Vega has no canvas to
 * measure text and guesses 0.8 em a character, about 40% too wide for DejaVu Sans: legends and titles got
 * needless margins and axes dropped labels that would have fitted. Measuring with the real advances lays out
 * the PNG exactly as the font then draws it.
 */
const CHARACTERS =
  ' !"#$%&\'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~°×−…–—’“”±Δ≤≥·';
const REGULAR = [
  651, 821, 942, 1716, 1303, 1946, 1597, 563, 799, 799, 1024, 1716, 651, 739, 651, 690, 1303, 1303, 1303,
  1303, 1303, 1303, 1303, 1303, 1303, 1303, 690, 690, 1716, 1716, 1716, 1087, 2048, 1401, 1405, 1430, 1577,
  1294, 1178, 1587, 1540, 604, 604, 1343, 1141, 1767, 1532, 1612, 1235, 1612, 1423, 1300, 1251, 1499, 1401,
  2025, 1403, 1251, 1403, 799, 690, 799, 1716, 1024, 1024, 1255, 1300, 1126, 1300, 1260, 721, 1300, 1298, 569,
  569, 1186, 569, 1995, 1298, 1253, 1300, 1300, 842, 1067, 803, 1298, 1212, 1675, 1212, 1212, 1075, 1303, 690,
  1303, 1716, 1024, 1716, 1716, 2048, 1024, 2048, 651, 1061, 1061, 1716, 1401, 1716, 1716, 651,
];
const BOLD = [
  713, 934, 1067, 1716, 1425, 2052, 1786, 627, 936, 936, 1071, 1716, 778, 850, 778, 748, 1425, 1425, 1425,
  1425, 1425, 1425, 1425, 1425, 1425, 1425, 819, 819, 1716, 1716, 1716, 1188, 2048, 1585, 1561, 1503, 1700,
  1399, 1399, 1681, 1714, 762, 762, 1587, 1305, 2038, 1714, 1741, 1501, 1741, 1577, 1475, 1397, 1663, 1585,
  2259, 1579, 1483, 1485, 936, 748, 936, 1716, 1024, 1024, 1382, 1466, 1214, 1466, 1389, 891, 1466, 1458, 702,
  702, 1362, 702, 2134, 1458, 1407, 1466, 1466, 1010, 1219, 979, 1458, 1335, 1892, 1321, 1335, 1192, 1458,
  748, 1458, 1716, 1024, 1716, 1716, 2048, 1024, 2048, 778, 1346, 1346, 1716, 1585, 1716, 1716, 778,
];
const UNITS_PER_EM = 2048;

const regular = new Map<string, number>();
const bold = new Map<string, number>();
[...CHARACTERS].forEach((c, i) => {
  regular.set(c, REGULAR[i]!);
  bold.set(c, BOLD[i]!);
});

/**
 * The width in pixels of `text` set in DejaVu Sans at `fontSize` pixels, without kerning (Vega does not kern
 * either). A character outside the table counts as wide as "M", so unknown text errs towards room to spare.
 *
 * @example dejaVuSansWidth('Range', 12, false) // 38.3
 */
export function dejaVuSansWidth(text: string, fontSize: number, isBold: boolean): number {
  const widths = isBold ? bold : regular;
  const fallback = widths.get('M')!;
  let units = 0;
  for (const c of text) units += widths.get(c) ?? fallback;
  return (units * fontSize) / UNITS_PER_EM;
}
