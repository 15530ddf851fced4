import type { IncomingMessage, ServerResponse } from 'node:http';

export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity';
export function matchesETag(request: IncomingMessage, etag: string | undefined): boolean;
export function sendCachedPage(request: IncomingMessage, response: ServerResponse): boolean;
