import { NextResponse, type NextRequest } from 'next/server';
import { checkActionRequest, refuseAction } from '@/lib/entry/action-guard';

/** Server action requests only: they are checked before Next.js parses them (lib/entry/action-guard.ts). */
export async function proxy(request: NextRequest) {
  const refusal = await checkActionRequest(request);
  return refusal ? refuseAction(request, refusal) : NextResponse.next();
}

export const config = {
  matcher: [{ source: '/:path*', has: [{ type: 'header', key: 'next-action' }] }],
};
