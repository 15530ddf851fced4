import type { GridView } from '@/lib/source';
import { bracketLayout } from '@/lib/league/finals-layout';
import { SafeHtml } from '@/components/ui/SafeHtml';
import { FinalsBracket } from './FinalsBracket';

export type FinalsGridProps = {
  view: GridView | null;
  label: string;
  headingLevel: 2 | 3 | 4;
  /** The season shown: team names link to their school's page for it. */
  year?: number;
};

/** A finals grid from the structure (a bracket), from the league's API (sanitised HTML), or the empty text. */
export function FinalsGrid({ view, label, headingLevel, year }: FinalsGridProps) {
  if (!view) return <p>No games in this stage</p>;
  if ('html' in view)
    return <SafeHtml html={view.html} label={`${label} grid`} headingLevel={headingLevel} />;
  return (
    <FinalsBracket layout={bracketLayout(view.grid)} label={label} headingLevel={headingLevel} year={year} />
  );
}
