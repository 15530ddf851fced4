/**
 * Where each zone's team names come from. Every name is in the facts; `demo N` names top up a zone
 * that has too few. A pool is the zone school lists of some years, the schools on a real division
 * sheet, or names picked from the facts (checked by Facts.real).
 */
export type PoolSpec =
  { list: string; years: number[] } | { sheet: [number, string]; names?: string[] } | { names: string[] };

export const PRIMARY_POOLS: Record<string, PoolSpec> = {
  EC: { list: 'East Coast', years: [2009, 2016] },
  IW: { list: 'Inner-West', years: [2009, 2016] },
  SG: { list: 'St George', years: [2009] },
  SU: { list: 'Sutherland', years: [2009] },
  ST: { list: 'Strathfield', years: [2016] },
  WT: { list: 'Wentworth', years: [2016] },
  CC: { list: 'Central Coast', years: [2009, 2016] },
  LN: { list: 'Lower North Shore', years: [2009] },
  PA: { sheet: [2026, 'PA2'], names: ['Carlingford West'] },
  HD: { names: ['Matthew Pearce', 'Ironbark Ridge'] },
  UN: { names: ['Sydney Grammar St Ives', 'St Ives North Public School', 'Knox Grammar Preparatory School'] },
  FF: { names: ['Bardia', 'St Johns Park', 'Georges Hall', "St Peter's Anglican"] },
  BL: { names: ['Toongabbie Christian'] },
  BM: { names: ['Wentworth Falls', 'Blue Mountains Grammar'] },
  NE: {
    names: [
      'New Lambton South',
      'Newcastle Grammar',
      'The Junction Newcastle',
      'Avondale',
      "St Philip's Waratah",
      'Belair',
      'Marks Point',
      'Caves Beach',
      'Charlestown East',
      'Anna Bay',
    ],
  },
  MA: { names: ['Maitland', 'Rutherford', "St Paul's Rutherford", 'Singleton Heights', 'Denman'] },
  ML: { names: ['Emmanuel Anglican College'] },
  PM: { names: ['Westport', 'St Columba Anglican'] },
  AR: { sheet: [2013, 'AR2'] },
  WW: { names: ['Sturt'] },
  AL: { names: ['Scots Albury'] },
  IL: { names: ['Wollongong'] },
  SH: { sheet: [2011, 'SH2'] },
  OR: { names: ['Kinross Wolaroi', 'Millthorpe'] },
  DB: { names: ["St Mary's Dubbo"] },
};

/** Metropolitan secondary schools from the 2026 IE1 sheet and the 2024 one-day standings; the region is our reading. */
export const MSS_POOLS: Record<string, string[]> = {
  ME: [
    'Sydney Grammar',
    'Sydney Boys',
    'Scots',
    'Cranbrook',
    'Waverley',
    'Reddam House',
    'Marcellin Randwick',
    'Sydney Technical',
    'Fort Street',
    'Brigidine Randwick',
    'Inner Sydney',
    'Marist Kogarah',
    'Tempe',
    'Canterbury Boys',
  ],
  MN: [
    'North Sydney Boys',
    'Knox Grammar',
    'Shore',
    'Chatswood',
    'Killara',
    'Barker',
    'Manly',
    'Marist Eastwood',
  ],
  MW: ['James Ruse', 'Baulkham Hills', "King's", 'Penrith', 'Granville Boys'],
};
