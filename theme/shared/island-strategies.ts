// The hydration strategies an island may use. Shared by the server (validation) and the loader.
export type HydrationStrategy = 'load' | 'idle' | 'visible' | 'interaction' | 'scroll' | `media:${string}`;

export function isHydrationStrategy(value: unknown): value is HydrationStrategy {
  return (
    value === 'load' ||
    value === 'idle' ||
    value === 'visible' ||
    value === 'interaction' ||
    value === 'scroll' ||
    (typeof value === 'string' && value.startsWith('media:') && value.length > 'media:'.length)
  );
}
