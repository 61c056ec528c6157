import { describe, expect, it } from 'vitest';
import { PgDialect, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ownerWhere, scopeValues, scopeWhere } from './scope';

const notes = pgTable('notes', {
  id: uuid('id'),
  userId: uuid('user_id'),
  organizationId: uuid('organization_id'),
  body: text('body'),
});
const dialect = new PgDialect();
const USER = '11111111-1111-4111-8111-111111111111';
const ORG = '22222222-2222-4222-8222-222222222222';

describe('scopeWhere', () => {
  it('private mode: my own rows without organisation', () => {
    const q = dialect.sqlToQuery(scopeWhere(notes, { userId: USER, organizationId: null }));
    expect(q.sql).toBe('("notes"."user_id" = $1 and "notes"."organization_id" is null)');
    expect(q.params).toEqual([USER]);
  });

  it('collaborative mode: the rows of the active organisation', () => {
    const q = dialect.sqlToQuery(scopeWhere(notes, { userId: USER, organizationId: ORG }));
    expect(q.sql).toBe('"notes"."organization_id" = $1');
    expect(q.params).toEqual([ORG]);
  });

  it('owner-only actions also require my user id', () => {
    const q = dialect.sqlToQuery(ownerWhere(notes, { userId: USER, organizationId: ORG }));
    expect(q.sql).toBe('("notes"."organization_id" = $1 and "notes"."user_id" = $2)');
    expect(q.params).toEqual([ORG, USER]);
  });

  it('new rows carry the scope', () => {
    expect(scopeValues({ userId: USER, organizationId: null })).toEqual({ userId: USER, organizationId: null });
  });
});
