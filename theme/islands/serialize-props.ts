// Island props cross from the server to the browser as JSON in an HTML attribute. React escapes
// the attribute, so quotes, </script> and <!-- cannot break out of it; this module makes sure
// the JSON itself round-trips exactly, and refuses what would not (functions, dates, NaN…).

export class IslandPropsError extends Error {
  constructor(
    readonly island: string,
    readonly propPath: string,
    readonly problem: string,
  ) {
    super(`island ${island}: prop ${propPath} ${problem}`);
    this.name = 'IslandPropsError';
  }
}

export function serializeIslandProps(props: Record<string, unknown>, island: string): string {
  for (const [key, value] of Object.entries(props)) check(value, key, island);
  return JSON.stringify(props);
}

function check(value: unknown, path: string, island: string): void {
  switch (typeof value) {
    case 'string':
    case 'boolean':
    case 'undefined':
      return;
    case 'number':
      if (!Number.isFinite(value)) throw new IslandPropsError(island, path, `is ${value}, which JSON cannot carry; pass a finite number or null`);
      return;
    case 'function':
      throw new IslandPropsError(island, path, 'is a function; functions cannot be sent to the browser. Define the behaviour inside the island, or pass data it can act on');
    case 'bigint':
    case 'symbol':
      throw new IslandPropsError(island, path, `is a ${typeof value}, which JSON cannot carry`);
  }
  if (value === null) return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      if (item === undefined) throw new IslandPropsError(island, `${path}[${index}]`, 'is undefined, which JSON turns into null; use null');
      check(item, `${path}[${index}]`, island);
    });
    return;
  }
  const proto = Object.getPrototypeOf(value);
  if ((value as { $$typeof?: unknown }).$$typeof) {
    throw new IslandPropsError(island, path, 'is a React element; only children can carry elements (they are sent as server-rendered HTML)');
  }
  if (proto !== Object.prototype && proto !== null) {
    const kind = (value as object).constructor?.name ?? 'object';
    throw new IslandPropsError(island, path, `is a ${kind}, not plain data${kind === 'Date' ? '; pass date.toISOString()' : ''}`);
  }
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) check(item, `${path}.${key}`, island);
}
