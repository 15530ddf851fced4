import type { SeasonChange } from '@/lib/league/season-diff';

/** What a command changed in one season: the one comparison both the change record and the caches use. */
export type SeasonChanges = { year: number; changes: SeasonChange[] };

/** A data command's answer, apart from the commands so each command's module can name it. */
export type CommandResult =
  | { ok: true; message: string; output?: unknown; changed?: SeasonChanges[] }
  | { ok: false; errors: string[] };
