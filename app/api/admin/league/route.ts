import crypto from 'node:crypto';
import { getStore } from '@/lib/db/server';
import type { Command } from '@/lib/db/commands';
import { runCommandAndInvalidate } from '@/lib/cache/invalidate';
import { HttpError, handle, readJsonObject } from '@/lib/api/http';

/** 64 MiB: a season bundle of a large league still fits; nothing else may post here. */
const MAX_COMMAND_BYTES = 64 * 1024 * 1024;

function sameToken(given: string | null, expected: string | undefined): boolean {
  if (!given || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** Where `npm run league` sends its work while this server holds the store (see lib/db/owner.ts). */
export async function POST(request: Request) {
  return handle(async () => {
    const store = await getStore();
    if (!sameToken(request.headers.get('x-league-token'), store.owner?.token))
      throw new HttpError(403, 'Not allowed.');
    const command = (await readJsonObject(request, MAX_COMMAND_BYTES)) as Command;
    if (
      ![
        'import',
        'export',
        'seed',
        'entries',
        'draw',
        'workbook-export',
        'workbook-import',
        'links',
        'cards',
        'office-reset',
      ].includes(command.name)
    )
      throw new HttpError(400, 'Unknown command.');
    const result = await runCommandAndInvalidate(store.db, command);
    return Response.json(result, { status: result.ok ? 200 : 422 });
  });
}
