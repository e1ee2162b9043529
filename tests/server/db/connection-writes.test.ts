import { connectionWrites } from '../../../server/db/change-notices';

// What a server's own statement on PostgreSQL makes visible, so that a read kept from before it is not trusted
// until its notice has come: the table it wrote, once the write is committed, and nothing for a read.

const ANY = '*';

it('counts a write outside a transaction when it answers, by its table', () => {
  const writes = connectionWrites();
  expect(writes('update "listings" set "title" = $1 where "id" = $2')).toEqual(['listings']);
  expect(writes('delete from auth_sessions where id = $1')).toEqual(['auth_sessions']);
  expect(writes('insert into "chat_messages" ("listing_id") values ($1)')).toEqual([]);
  expect(writes('select * from listings where user_id = $1')).toEqual([]);
});

it('counts the writes of a transaction at its commit, and none that were rolled back', () => {
  const writes = connectionWrites();
  expect(writes('begin')).toEqual([]);
  expect(writes('update "listings" set "title" = $1')).toEqual([]);
  expect(writes('insert into "listing_history" ("url") values ($1)')).toEqual([]);
  expect(writes('commit')).toEqual(['listings']);

  expect(writes('start transaction isolation level serializable')).toEqual([]);
  expect(writes('delete from auth_sessions where id = $1')).toEqual([]);
  expect(writes('rollback')).toEqual([]);
  expect(writes('update "listings" set "title" = $1')).toEqual(['listings']);
});

it('keeps a transaction open across a savepoint rolled back', () => {
  const writes = connectionWrites();
  writes('begin');
  writes('update "listings" set "title" = $1');
  expect(writes('rollback to savepoint "sp1"')).toEqual([]);
  expect(writes('commit')).toEqual(['listings']);
});

it('counts any table for what it cannot tell: a user deleted, several statements, a commit of a transaction begun unseen', () => {
  const writes = connectionWrites();
  expect(writes('delete from auth_users where id = $1')).toEqual([ANY]);
  expect(writes('with gone as (delete from listings returning id) select count(*) from gone')).toEqual([ANY]);
  expect(writes('update listings set title = $1; delete from auth_sessions')).toEqual([ANY]);
  expect(writes('commit')).toEqual([ANY]);
});

it("leaves the job queue's statements out", () => {
  const writes = connectionWrites();
  expect(writes('update pgboss.job set state = $1 where id = $2')).toEqual([]);
  expect(writes('BEGIN; update pgboss.job set state = $1; COMMIT;')).toEqual([]);
});
