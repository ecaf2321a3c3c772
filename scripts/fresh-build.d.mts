export function sourceFingerprint(root?: string): string;
export function buildIsFresh(root?: string): boolean;
export function recordBuild(root?: string, fingerprint?: string): void;
export function ensureFreshBuild(root?: string, build?: (root: string) => boolean): boolean;
export function ensureBuildWithData(): boolean;
