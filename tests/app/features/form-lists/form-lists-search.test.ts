import { describe, expect, it } from 'vitest';
import { formListSearchSchema, listQueryOf } from '#app/features/form-lists/form-lists-search';

describe('form list URL state', () => {
  it('keeps valid search, filter, sort and page', () => {
    expect(formListSearchSchema.parse({ search: ' budget ', status: 1, sort: 'title', order: 'asc', page: 3 }))
      .toEqual({ search: 'budget', status: 1, sort: 'title', order: 'asc', page: 3 });
  });

  it('drops what a hand-edited URL got wrong instead of refusing the page', () => {
    expect(formListSearchSchema.parse({ status: 2, sort: 'owner', order: 'up', page: 0 })).toEqual({});
    expect(formListSearchSchema.parse({ page: 'x', search: 'a'.repeat(300) })).toEqual({});
  });

  it('asks the server for 20 forms, newest update first, by default', () => {
    expect(listQueryOf({})).toEqual({ search: undefined, status: undefined, sort: 'updatedAt', order: 'desc', page: 1, pageSize: 20 });
  });
});
