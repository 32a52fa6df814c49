// Which pages read which files: filled from the esbuild metafile of each page bundle, asked
// when a component changes. Pure.
export class DependencyGraph {
  private readonly filesByRoute = new Map<string, Set<string>>();
  private readonly routesByFile = new Map<string, Set<string>>();

  set(route: string, files: Iterable<string>): void {
    this.delete(route);
    const set = new Set(files);
    this.filesByRoute.set(route, set);
    for (const file of set) {
      let routes = this.routesByFile.get(file);
      if (!routes) this.routesByFile.set(file, (routes = new Set()));
      routes.add(route);
    }
  }

  delete(route: string): void {
    for (const file of this.filesByRoute.get(route) ?? []) {
      const routes = this.routesByFile.get(file)!;
      routes.delete(route);
      if (routes.size === 0) this.routesByFile.delete(file);
    }
    this.filesByRoute.delete(route);
  }

  routesUsing(file: string): string[] {
    return [...(this.routesByFile.get(file) ?? [])];
  }

  /** Every file some page reads. */
  files(): string[] {
    return [...this.routesByFile.keys()];
  }

  clear(): void {
    this.filesByRoute.clear();
    this.routesByFile.clear();
  }
}
