'use server';
/**
 * The entry form's submission. Next.js checks the Origin of every server action against the host,
 * which is this call's protection against cross-site forgery (proxy.ts refuses a foreign Origin, and
 * a body Next.js could not parse, with a 4xx before it); the contract's route handler checks its
 * double-submit token instead. User mistakes come back as values, never as thrown errors.
 */
import { headers } from 'next/headers';
import { clientIp } from '@/lib/api/http';
import { submitEntry } from '@/lib/entry/submit';
import type { EntryActionResult } from '@/lib/entry/action-result';

/** The same bound as the route's body: a real request is a few kilobytes. */
const MAX_REQUEST_CHARS = 64 * 1024;

export async function sendEntryRequest(input: unknown): Promise<EntryActionResult> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return {
      status: 'error',
      reason: 'request',
      message: 'The request was empty. Please reload the page and try again.',
    };
  }
  let size: number;
  try {
    size = JSON.stringify(input).length;
  } catch {
    return {
      status: 'error',
      reason: 'request',
      message: 'The request could not be read. Please reload the page and try again.',
    };
  }
  if (size > MAX_REQUEST_CHARS) {
    return {
      status: 'error',
      reason: 'request',
      message: 'The request is too large. Please shorten the comments and try again.',
    };
  }
  const outcome = await submitEntry(input as Record<string, unknown>, { ip: clientIp(await headers()) });
  switch (outcome.status) {
    case 'stored':
    case 'duplicate':
    case 'same':
      return { status: 'ok', id: outcome.id, receipt: outcome.receipt, same: outcome.status === 'same' };
    case 'invalid':
      return { status: 'invalid', message: outcome.message, fieldErrors: outcome.fieldErrors };
    case 'refused':
      return {
        status: 'error',
        reason: outcome.reason,
        message: outcome.message,
        retryAfterSeconds: outcome.retryAfterSeconds,
      };
  }
}
