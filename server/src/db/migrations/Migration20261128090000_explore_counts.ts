import { Migration } from '@mikro-orm/migrations';
import { statementTrigger } from '../migration-sql';

/**
 * Explore's counting tables (issue #22 point 5). A view with no filter or one filter reads its facets from counts kept
 * by triggers, instead of counting hundreds of thousands of items per request.
 *
 * - `explore_count` holds, for every filter an item can be seen under (no filter, its type, its weight class, each
 *   fibre, its producer in lower case, each tag), how many public items have each value of each facet dimension.
 * - Writers never update those rows: the knit_item triggers append signed deltas to `explore_delta` (insert only, so
 *   concurrent writers neither wait for nor deadlock on a busy count). A reader sums counts and deltas of its filter,
 *   which is exact at its snapshot; `explore_fold()` moves the deltas into the counts now and then (one folder at a
 *   time, under an advisory lock; rows committed while it runs stay for the next fold).
 * Views with two or more filters are counted directly (modules/explore/explore.service.ts).
 */
export class Migration20261128090000_explore_counts extends Migration {
  async up(): Promise<void> {
    this.addSql(`create table explore_count (
      filter_dim text not null, filter_value text not null, dim text not null, value text not null, n integer not null,
      primary key (filter_dim, filter_value, dim, value));`);
    this.addSql(`create table explore_delta (
      filter_dim text not null, filter_value text not null, dim text not null, value text not null, n integer not null);`);
    this.addSql(`create index explore_delta_filter on explore_delta (filter_dim, filter_value);`);
    // Every (filter, facet value) pair one item counts in.
    this.addSql(`create function explore_item_pairs(type text, weight_class int, fibres text[], producer text, tags text[])
      returns table (filter_dim text, filter_value text, dim text, value text) language sql immutable as $$
        select f.filter_dim, f.filter_value, d.dim, d.value
        from (
          select ''::text as filter_dim, ''::text as filter_value
          union all select 'type', type
          union all select 'weightClass', weight_class::text where weight_class is not null
          union all select distinct 'fibre', u from unnest(fibres) u
          union all select 'producer', lower(producer) where producer <> ''
          union all select distinct 'tag', u from unnest(tags) u) f
        cross join (
          select 'types'::text as dim, type as value
          union all select 'weightClasses', weight_class::text where weight_class is not null
          union all select 'fibres', u from unnest(fibres) u
          union all select 'producers', producer where producer <> ''
          union all select 'tags', u from unnest(tags) u) d $$;`);
    const pairs = (rows: string) => `select p.filter_dim, p.filter_value, p.dim, p.value, sum(k.sign)::int from (${rows}) k
      cross join lateral explore_item_pairs(k.type, k.weight_class, k.fibres, k.producer, k.tags) p group by 1, 2, 3, 4 having sum(k.sign) <> 0`;
    const cols = (alias: string, sign: number) => `${alias}.type, ${alias}.weight_class, ${alias}.fibres, ${alias}.producer, ${alias}.tags, ${sign} as sign`;
    const changedColumns = `(o.type, o.weight_class, o.fibres, o.producer, o.tags, o.visibility)
      is distinct from (n.type, n.weight_class, n.fibres, n.producer, n.tags, n.visibility)`;
    this.addSql(`create function explore_items_changed() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          insert into explore_delta ${pairs(`select ${cols('n', 1)} from changed n where n.visibility = 'public'`)};
        elsif tg_op = 'DELETE' then
          insert into explore_delta ${pairs(`select ${cols('o', -1)} from previous o where o.visibility = 'public'`)};
        else
          insert into explore_delta ${pairs(`select ${cols('o', -1)} from previous o join changed n on n.id = o.id
            where o.visibility = 'public' and ${changedColumns}
            union all select ${cols('n', 1)} from previous o join changed n on n.id = o.id
            where n.visibility = 'public' and ${changedColumns}`)};
        end if;
        return null;
      end $$;`);
    this.addSql(statementTrigger('explore_items_inserted', 'insert', 'knit_item', 'explore_items_changed'));
    this.addSql(statementTrigger('explore_items_updated', 'update', 'knit_item', 'explore_items_changed'));
    this.addSql(statementTrigger('explore_items_deleted', 'delete', 'knit_item', 'explore_items_changed'));
    // Moves the deltas into the counts; false when another fold holds the lock. Counts that reach 0 are removed.
    this.addSql(`create function explore_fold() returns boolean language plpgsql as $$
      begin
        if not pg_try_advisory_xact_lock(hashtext('explore_fold')) then return false; end if;
        with moved as (delete from explore_delta returning *),
          summed as (select filter_dim, filter_value, dim, value, sum(n)::int as n from moved group by 1, 2, 3, 4 having sum(n) <> 0)
        insert into explore_count as c select * from summed order by 1, 2, 3, 4
          on conflict (filter_dim, filter_value, dim, value) do update set n = c.n + excluded.n;
        delete from explore_count where n = 0;
        return true;
      end $$;`);
    // Counts every public item afresh (here, and after a bulk load with triggers off: bench/search.js).
    this.addSql(`create function explore_recount() returns void language plpgsql as $$
      begin
        perform pg_advisory_xact_lock(hashtext('explore_fold'));
        delete from explore_delta;
        delete from explore_count;
        insert into explore_count ${pairs(`select ${cols('k', 1)} from knit_item k where k.visibility = 'public'`)};
      end $$;`);
    this.addSql('select explore_recount();');
  }

  async down(): Promise<void> {
    this.addSql('drop trigger explore_items_inserted on knit_item;');
    this.addSql('drop trigger explore_items_updated on knit_item;');
    this.addSql('drop trigger explore_items_deleted on knit_item;');
    this.addSql('drop function explore_items_changed(); drop function explore_fold(); drop function explore_recount(); drop function explore_item_pairs(text, int, text[], text, text[]);');
    this.addSql('drop table explore_delta; drop table explore_count;');
  }
}
