const MAX_ID = 64;

/**
 * Ids for the design (`[A-Za-z0-9_-]{1,64}`, unique within a form) made from the source's names:
 * other characters become `_`, a name used twice gets `_2`, `_3`... `idOf` finds the id given to a name.
 */
export class ElementIds {
  private readonly taken = new Set<string>();
  private readonly byName = new Map<string, string>();

  constructor(private readonly fallback: string) {}

  claim(name: string): string {
    const base = name.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, MAX_ID) || `${this.fallback}${this.taken.size + 1}`;
    let id = base;
    for (let n = 2; this.taken.has(id); n++) id = `${base.slice(0, MAX_ID - String(n).length - 1)}_${n}`;
    this.taken.add(id);
    if (!this.byName.has(name)) this.byName.set(name, id);
    return id;
  }

  idOf(name: string): string | undefined {
    return this.byName.get(name);
  }
}
