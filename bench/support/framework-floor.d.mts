export const nextVersion: string;
export function buildFloor(options?: { quiet?: boolean }): void;
export function startFloor(options?: { port?: number; build?: boolean | 'if-stale' | 'always'; quiet?: boolean }): Promise<{
  pid: number;
  dynamicUrl: string;
  staticUrl: string;
  imageUrl: string;
  stop: () => Promise<void>;
}>;
export function floorIsBuilt(): boolean;
export function copyHeroImage(
  pageUrl: string,
): Promise<{ src: string; srcSet: string; sizes: string; width: number; height: number; alt: string }>;
