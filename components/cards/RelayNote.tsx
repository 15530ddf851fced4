import type { RelayNote as Note } from '@/lib/source/cards';

const KIND_TEXT: Record<Note['kind'], string> = {
  report: 'Your result',
  confirm: 'Your confirmation',
  dispute: 'Your version',
};

/**
 * On a site relaying to the league: the school's action this site still holds for the league (on its way),
 * or the league's refusal of it, beside the match. Nothing on a site with its own store.
 */
export function RelayNote({ note, className }: { note: Note | null | undefined; className?: string }) {
  if (!note) return null;
  return (
    <p role="status" className={className}>
      {note.refusal
        ? `${KIND_TEXT[note.kind]} was refused by the league: ${note.refusal}`
        : 'Sent — on its way to the league.'}
    </p>
  );
}
