// A hydration strategy waits for its moment, then calls `hydrate` once.
export type Strategy = (island: HTMLElement, hydrate: () => Promise<void>, option: string) => void;
