import { describe, expect, it } from 'vitest';
import { qrMatrix, qrPath } from './qr-code';

/** A PromptPay-style EMVCo payload (made up; the format is public). */
const PAYLOAD = '00020101021230370016A000000677010111011300668123456785802TH53037645406129.005303764630457C4';

/** The 7×7 finder pattern every QR code has in three corners: a dark ring, a light ring, a dark 3×3 core. */
function hasFinderAt(matrix: boolean[][], top: number, left: number): boolean {
  for (let y = 0; y < 7; y++) {
    for (let x = 0; x < 7; x++) {
      const ring = y === 0 || y === 6 || x === 0 || x === 6;
      const core = y >= 2 && y <= 4 && x >= 2 && x <= 4;
      if (matrix[top + y]![left + x] !== (ring || core)) return false;
    }
  }
  return true;
}

describe('qrMatrix', () => {
  it('draws a square code with the three finder patterns', () => {
    const matrix = qrMatrix(PAYLOAD);
    const size = matrix.length;
    expect(size).toBeGreaterThanOrEqual(21);
    expect((size - 17) % 4).toBe(0);
    expect(matrix.every((row) => row.length === size)).toBe(true);
    expect(hasFinderAt(matrix, 0, 0)).toBe(true);
    expect(hasFinderAt(matrix, 0, size - 7)).toBe(true);
    expect(hasFinderAt(matrix, size - 7, 0)).toBe(true);
    expect(hasFinderAt(matrix, size - 7, size - 7)).toBe(false);
  });

  it('grows with what it holds and differs for different payloads', () => {
    expect(qrMatrix('x'.repeat(300)).length).toBeGreaterThan(qrMatrix(PAYLOAD).length);
    expect(qrMatrix(PAYLOAD)).not.toEqual(qrMatrix(PAYLOAD.replace('129.00', '130.00')));
    expect(qrMatrix(PAYLOAD)).toEqual(qrMatrix(PAYLOAD));
  });
});

describe('qrPath', () => {
  it('draws one unit square per dark module, inside the quiet zone', () => {
    const matrix = [
      [true, false],
      [false, true],
    ];
    expect(qrPath(matrix, 4)).toBe('M4 4h1v1h-1zM5 5h1v1h-1z');
    const path = qrPath(qrMatrix(PAYLOAD));
    expect(path.match(/M/g)?.length).toBe(qrMatrix(PAYLOAD).flat().filter(Boolean).length);
  });
});
