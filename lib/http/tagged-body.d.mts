import type { IncomingMessage, ServerResponse } from 'node:http';

export function utf8Bytes(text: string): Buffer;
export function withTaggedBody(request: IncomingMessage, response: ServerResponse): void;
