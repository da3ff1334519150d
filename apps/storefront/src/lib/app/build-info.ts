/**
 * The build this code belongs to (next.config.ts inlines both at build time), as
 * /builds/latest.json and /builds/meta/{id}.json answer it.
 */
export interface BuildInfo {
  id: string;
  timestamp: number;
}

export function currentBuild(): BuildInfo {
  return { id: process.env.NEXT_PUBLIC_BUILD_ID ?? 'development', timestamp: Date.parse(process.env.NEXT_PUBLIC_BUILD_TIME ?? '') || 0 };
}

/** A page of build `mine` is out of date when the server's latest build is another one. */
export function isNewerBuild(mine: string, latest: unknown): boolean {
  const id = (latest as { id?: unknown } | null)?.id;
  return typeof id === 'string' && id.length > 0 && id !== mine;
}
