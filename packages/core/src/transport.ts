/**
 * The longest URL the browser's batched tRPC GET may have. The server accepts a procedure path up
 * to this length (Fastify's default of 100 characters turned the presentation page's batch of
 * panels into a 404), so a batch the client builds can never exceed what the server takes.
 */
export const TRPC_MAX_URL_LENGTH = 4000;
