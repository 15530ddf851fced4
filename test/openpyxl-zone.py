"""An independent reader of the zone workbook (openpyxl), as an official's own tools would open it.

  python3 openpyxl-zone.py read FILE                       each division sheet's teams, scores, totals, pairings (JSON)
  python3 openpyxl-zone.py edit IN OUT SHEET TEAM ROUND POINTS DATE_ROUND DATE   one score and one round date changed
  python3 openpyxl-zone.py formula IN OUT SHEET CELL FORMULA                     a formula typed into a cell
Cells are found by their labels (No, Team, Round n, Total, Place, Round total, Draw), not by position.
"""
import datetime
import json
import sys

import openpyxl


def header(ws):
    for row in ws.iter_rows():
        if row[0].value == 'No' and row[1].value == 'Team':
            return row[0].row, {cell.value: cell.column for cell in row if cell.value}
    raise SystemExit(f'{ws.title}: no header row')


def read(path):
    out = {}
    for ws in openpyxl.load_workbook(path).worksheets:
        # The finals sheet has its own layout; a hidden sheet is the site's, not a person's to read.
        if ws.title == 'Finals grids' or ws.sheet_state != 'visible':
            continue
        head, cols = header(ws)
        rounds = sorted((int(k.split()[1]), c) for k, c in cols.items() if str(k).startswith('Round '))
        value = lambda r, c: ws.cell(row=r, column=c).value
        dates = [value(head + 1, c).date().isoformat() if value(head + 1, c) else None for _, c in rounds]
        teams, r = [], head + 2
        while value(r, 2) != 'Round total':
            teams.append({'no': value(r, 1), 'name': value(r, 2), 'scores': [value(r, c) for _, c in rounds],
                          'total': value(r, cols['Total']), 'place': value(r, cols['Place'])})
            r += 1
        while value(r, 2) != 'Draw (home team first)':
            r += 1
        pairings = [[] for _ in rounds]
        while any(value(r, c) for _, c in rounds):
            for k, (_, c) in enumerate(rounds):
                if value(r, c):
                    pairings[k].append(value(r, c))
            r += 1
        out[ws.title] = {'title': value(1, 1), 'rounds': [n for n, _ in rounds], 'dates': dates,
                         'teams': teams, 'pairings': pairings}
    print(json.dumps(out))


def edit(src, dst, sheet, team, rnd, points, date_round, date):
    wb = openpyxl.load_workbook(src)
    ws = wb[sheet]
    head, cols = header(ws)
    row = next(r for r in range(head + 2, ws.max_row + 1) if ws.cell(row=r, column=1).value == int(team))
    ws.cell(row=row, column=cols[f'Round {rnd}']).value = float(points)
    ws.cell(row=head + 1, column=cols[f'Round {date_round}']).value = datetime.date.fromisoformat(date)
    wb.save(dst)


def formula(src, dst, sheet, cell, text):
    wb = openpyxl.load_workbook(src)
    wb[sheet][cell] = text
    wb.save(dst)


if __name__ == '__main__':
    {'read': read, 'edit': edit, 'formula': formula}[sys.argv[1]](*sys.argv[2:])
