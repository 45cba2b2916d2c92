import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it, vi } from 'vitest';
import { collectedPage, readPage, sortKeysOf, walkedPage } from './paged-list';

const dialect = new PgDialect();
const render = (statement: SQL) => {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return { text: text.replace(/\s+/g, ' ').trim(), params };
};

const DISPLAY = { columns: sql`t.name`, joins: sql`join things t on t.id = page.id` };

describe('walkedPage', () => {
  it('walks the ids in order to the page, counts in the same statement and keeps the order', () => {
    const statement = walkedPage(
      { ...DISPLAY, ids: sql`select t.id from things t where t.kind = ${'a'}`, count: sql`select count(*) from things t where t.kind = ${'a'}`, order: sql`t.name asc, t.id asc` },
      24,
      48,
    );
    expect(render(statement)).toEqual({
      text:
        'with page as materialized ( select t.id from things t where t.kind = $1 order by t.name asc, t.id asc limit $2 offset $3 ) ' +
        'select t.name, (select count(*) from things t where t.kind = $4)::int as "total" from page join things t on t.id = page.id order by t.name asc, t.id asc',
      params: ['a', 24, 48, 'a'],
    });
  });
});

describe('collectedPage', () => {
  const keys = sortKeysOf([{ column: sql`t.name`, alias: sql.identifier('sort_0') }]);
  const list = {
    ...DISPLAY,
    matching: sql`select t.id, ${keys.selected} from things t`,
    orderOf: (table: string) => sql.join([...keys.of(table), sql`${sql.identifier(table)}.id`], sql`, `),
  };

  it('collects the rows with their sort key once, orders and cuts them, and counts the collection', () => {
    expect(render(collectedPage(list, 10, 0))).toEqual({
      text:
        'with matching as materialized ( select t.id, t.name as "sort_0" from things t ), ' +
        'page as materialized ( select * from matching order by "matching"."sort_0", "matching".id limit $1 offset $2 ) ' +
        'select t.name, (select count(*) from matching)::int as "total" from page join things t on t.id = page.id order by "page"."sort_0", "page".id',
      params: [10, 0],
    });
  });

  it('leaves the count out when asked to', () => {
    expect(render(collectedPage(list, 10, 0, false)).text).not.toContain('total');
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
