// A module naming tables in Kysely calls: a read with a join (aliases) and a write.
interface Query {
  innerJoin(table: string, left: string, right: string): Query;
}
declare const db: { selectFrom(tables: string | string[]): Query; deleteFrom(table: string): Query };

export const storiesWithAuthors = () => db.selectFrom('posts as p').innerJoin('users as u', 'u.id', 'p.creator_id');
export const forget = () => db.deleteFrom('for_you_items');
export const notATable = () => db.selectFrom(['claps', 'not_a_table']);
