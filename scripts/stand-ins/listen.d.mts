/** Types for scripts/stand-ins/listen.mjs. */
export function findFreePort(host?: string): Promise<number>;
