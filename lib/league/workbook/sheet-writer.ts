/** Builds a sheet's cells for the zone workbook's layout (./layout.ts, ./finals-sheet.ts). */
import type { Pairing, ZoneRecord } from '../bundle';
import { formatPairing } from '../draw/berger';
import type { CellRole, CellStyle, LayoutCell, LayoutValue, SheetLayout } from './cells';

/** `1v8`, `5 bye`, `6v?`: a pairing as the league prints it, the first-named team at home. */
export function pairingLabel(pairing: Pick<Pairing, 'home' | 'away'>): string {
  if (pairing.away === 'bye') return `${pairing.home} bye`;
  if (pairing.away === '?') return `${pairing.home}v?`;
  return formatPairing({ home: pairing.home, away: pairing.away });
}

/** Collects a sheet's cells row by row. */
export class SheetWriter {
  readonly cells: LayoutCell[] = [];
  constructor(readonly name: string) {}
  put(row: number, col: number, value: LayoutValue, role: CellRole = { kind: 'fixed' }, style?: CellStyle) {
    if (value === null && role.kind === 'fixed') return;
    this.cells.push({ row, col, value, role, ...(style ? { style } : {}) });
  }
  /** Season, zone (and grade and division) in row 2 of every sheet: the import finds the season by them. */
  identity(year: number, zone: ZoneRecord, more: [string, string][] = []) {
    const pairs: [string, string | number][] = [['Season', year], ['Zone', zone.code], ...more];
    pairs.forEach(([label, value], i) => {
      this.put(2, i * 2 + 1, label, { kind: 'fixed' }, 'label');
      this.put(2, i * 2 + 2, value);
    });
  }
  done(widths: number[]): SheetLayout {
    return { name: this.name, cells: this.cells, widths };
  }
}
