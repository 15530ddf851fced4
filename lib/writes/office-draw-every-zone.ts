/**
 * `Propose every zone's draw` in the office (docs/office.md): each zone with accepted entry requests placed in
 * it, no results and no draft yet gets the draft its own `Propose` would make, recorded as its own proposal. A
 * zone that has a draft keeps it (an official may have changed it), so this never undoes anyone's work; each
 * zone is then checked, changed and published on its own.
 */
import type { Db } from '@/lib/db/types';
import { getDrawInputs } from '@/lib/db/queries/draw';
import { getOfficeDrawSettings, playedZones } from '@/lib/db/queries/office-draw';
import { proposeDraw } from '@/lib/league/draw/propose';
import { storeProposal } from './office-draw';

export type EveryZoneOutcome = {
  /** Zones given a draft now. */
  proposed: string[];
  /** Zones with entries that kept the draft they had. */
  kept: string[];
  /** Zones with entries whose matches have results: not drawn again here. */
  played: string[];
};

export async function proposeEveryZoneDraw(db: Db, linkId: number, year: number): Promise<EveryZoneOutcome> {
  const [inputs, drawn, played] = await Promise.all([
    getDrawInputs(db, year, { acceptedOnly: true }),
    getOfficeDrawSettings(db, year),
    playedZones(db, year),
  ]);
  const outcome: EveryZoneOutcome = { proposed: [], kept: [], played: [] };
  if (!inputs) return outcome;
  for (const { zone, divisions } of proposeDraw({ ...inputs, settings: drawn.settings }).zones) {
    if (!divisions.length) continue;
    if (played.has(zone.code)) {
      outcome.played.push(zone.code);
      continue;
    }
    // Only a first draft is stored (revision 0 seen): a zone with a draft, made earlier or meanwhile, keeps it.
    const first = divisions.map((d) => d.division);
    const stored = await storeProposal(db, linkId, year, zone.code, 0, first);
    (stored ? outcome.proposed : outcome.kept).push(zone.code);
  }
  return outcome;
}
