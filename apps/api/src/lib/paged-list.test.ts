import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it, vi } from 'vitest';
import { collectedPage, readPage, sortedPage, type SortedList } from './paged-list';

const dialect = new PgDialect();
const render = (statement: SQL) => {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return { text: text.replace(/\s+/g, ' ').trim(), params };
};

const list: SortedList = {
  id: sql`t.id`,
  from: (forOrder) => (forOrder ? sql`things t join kinds k on k.id = t.kind_id` : sql`things t`),
  where: sql`t.kind = ${'a'}`,
  sortKeys: [{ column: sql`t.name`, alias: sql.identifier('sort_0') }],
  orderBy: (columns = [sql`t.name`], id = sql`t.id`) => sql.join([...columns, id], sql`, `),
  columns: sql`t.name`,
  joins: sql`join things t on t.id = page.id`,
};

describe('sortedPage', () => {
  it('walks the ids in order to the page, counts without the order joins in the same statement, and keeps the order', () => {
    expect(render(sortedPage(list, true, 24, 48))).toEqual({
      text:
        'with page as materialized ( select t.id from things t join kinds k on k.id = t.kind_id where t.kind = $1 order by t.name, t.id limit $2 offset $3 ) ' +
        'select t.name, (select count(*) from things t where t.kind = $4)::int as "total" from page join things t on t.id = page.id order by t.name, t.id',
      params: ['a', 24, 48, 'a'],
    });
  });

  it('collects the rows with their sort key once, orders and cuts them, and counts the collection', () => {
    expect(render(sortedPage(list, false, 10, 0))).toEqual({
      text:
        'with matching as materialized ( select t.id, t.name as "sort_0" from things t join kinds k on k.id = t.kind_id where t.kind = $1 ), ' +
        'page as materialized ( select * from matching order by "matching"."sort_0", "matching".id limit $2 offset $3 ) ' +
        'select t.name, (select count(*) from matching)::int as "total" from page join things t on t.id = page.id order by "page"."sort_0", "page".id',
      params: ['a', 10, 0],
    });
  });
});

describe('collectedPage', () => {
  it('leaves the count out when asked to', () => {
    const collected = { columns: list.columns, joins: list.joins, matching: sql`select t.id, t.name as sort_key from things t`, orderOf: (table: string) => sql`${sql.identifier(table)}.sort_key` };
    const { text } = render(collectedPage(collected, 10, 0, false));
    expect(text).toContain('select * from matching order by "matching".sort_key limit $1 offset $2');
    expect(text).not.toContain('total');
  });
});

describe('readPage', () => {
  const txAnswering = (rows: object[]) => ({ execute: vi.fn(async () => ({ rows })) }) as never;

  it('takes the count off the rows and leaves it out of them', async () => {
    const countAll = vi.fn(async () => 99);
    const page = await readPage<{ id: string }>(txAnswering([{ id: 'a', total: 7 }, { id: 'b', total: 7 }]), sql`select`, 0, countAll);
    expect(page).toEqual({ rows: [{ id: 'a' }, { id: 'b' }], count: 7 });
    expect(countAll).not.toHaveBeenCalled();
  });

  it('counts separately only for an empty page past the first', async () => {
    const countAll = vi.fn(async () => 5);
    expect(await readPage(txAnswering([]), sql`select`, 0, countAll)).toEqual({ rows: [], count: 0 });
    expect(countAll).not.toHaveBeenCalled();
    expect(await readPage(txAnswering([]), sql`select`, 24, countAll)).toEqual({ rows: [], count: 5 });
  });
});
