import { BundleComponent } from './types';

/** Serialises bundle parts for `bundleComponents`; an empty list is stored as ''. */
export function serialiseBundleComponents(components: readonly BundleComponent[]): string {
  return components.length ? JSON.stringify(components) : '';
}

/** Reads `bundleComponents` back; anything malformed yields an empty list. */
export function parseBundleComponents(value: string | null | undefined): BundleComponent[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(isComponent);
  } catch {
    return [];
  }
}

function isComponent(v: unknown): v is BundleComponent {
  const c = v as Partial<BundleComponent> | null;
  return !!c && typeof c.sku === 'string' && typeof c.quantity === 'number' && isLabel(c.label);
}

function isLabel(v: unknown): boolean {
  if (typeof v === 'string') return true;
  return !!v && typeof v === 'object' && !Array.isArray(v) && Object.values(v).every((text) => typeof text === 'string');
}
