import type { IncomingMessage, ServerResponse } from 'node:http';

export function answerConditionally(request: IncomingMessage, response: ServerResponse): void;
