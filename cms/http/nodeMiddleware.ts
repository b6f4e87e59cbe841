import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Middleware on node's own request and response, not Express's: it also runs for the cached answers sent before
 * Express routes a request (cachedAnswers.ts). Express mounts it as any other.
 */
export type NodeMiddleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
