import { describe, expect, it } from 'vitest';
import { patched } from '#app/shared/lib/patch';

interface Filters {
  search?: string;
  status?: 0 | 1;
  page: number;
}

describe('patched', () => {
  it('sets the patched fields and keeps the others', () => {
    expect(patched<Filters>({ search: 'a', page: 3 }, { status: 1, page: 1 })).toEqual({ search: 'a', status: 1, page: 1 });
  });

  it('leaves out a field patched to undefined (a filter set back to "all"), so no undefined key reaches a URL or a query key', () => {
    const next = patched<Filters>({ search: 'a', status: 0, page: 3 }, { status: undefined, page: 1 });
    expect(next).toEqual({ search: 'a', page: 1 });
    expect(Object.keys(next)).toEqual(['search', 'page']);
  });
});
