import qrcode from 'qrcode-generator';

/**
 * A QR code as the storefront draws it itself (an SVG path, no image from anywhere): the dark
 * modules of the smallest code that holds `text` at error correction level M, the level banks'
 * apps read PromptPay codes at.
 */
export function qrMatrix(text: string): boolean[][] {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const size = code.getModuleCount();
  return Array.from({ length: size }, (_, row) => Array.from({ length: size }, (_, col) => code.isDark(row, col)));
}

/** One SVG path of unit squares, one per dark module, offset by the quiet zone (`margin` modules). */
export function qrPath(matrix: readonly (readonly boolean[])[], margin = 4): string {
  const parts: string[] = [];
  matrix.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x + margin} ${y + margin}h1v1h-1z`);
    }),
  );
  return parts.join('');
}
