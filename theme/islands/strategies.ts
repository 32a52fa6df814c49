// The hydration strategies an island may use. Shared by the server (validation) and the loader.
export type HydrationStrategy = 'load' | 'idle' | 'visible' | 'interaction' | `media:${string}`;

export function isHydrationStrategy(value: unknown): value is HydrationStrategy {
  return (
    value === 'load' ||
    value === 'idle' ||
    value === 'visible' ||
    value === 'interaction' ||
    (typeof value === 'string' && value.startsWith('media:') && value.length > 'media:'.length)
  );
}
